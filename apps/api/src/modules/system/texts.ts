export const BACKUP_TEXT = {
  usePgDump: { zh: "PostgreSQL 模式请使用 pg_dump 备份", en: "On PostgreSQL, back up with pg_dump" },
} as const;
