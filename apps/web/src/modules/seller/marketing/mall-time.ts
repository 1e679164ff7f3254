import dayjs, { type Dayjs } from "dayjs";

/** The API's times are mall time (China, UTC+8) as `yyyy-MM-dd HH:mm:ss`; the form's pickers show them as such. */
export function fromMallTime(s: string): Dayjs {
  return dayjs(`${s.replace(" ", "T")}+08:00`);
}

/** A picked instant as the API reads it (ISO 8601 with its offset). */
export function toWire(d: Dayjs): string {
  return d.toISOString();
}

/** A new promotion's default period: from now for a week. */
export function defaultWindow(): [Dayjs, Dayjs] {
  const now = dayjs().second(0).millisecond(0);
  return [now, now.add(7, "day")];
}
