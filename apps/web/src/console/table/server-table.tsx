"use client";

import type { Page } from "@souk/contract";
import { Table, type TableProps } from "antd";
import type { ReactNode } from "react";
import { LoadError } from "./query-states";

/** What `useServerPage` answers: the page, its loading and error state, the pager. */
export interface ServerPageState<T> {
  data?: Page<T>;
  error: unknown;
  loading: boolean;
  reload(): void;
  pagination: TableProps<T>["pagination"];
}

type ServerTableProps<T> = Omit<TableProps<T>, "dataSource" | "loading" | "pagination" | "locale"> & {
  page: ServerPageState<T>;
  /** Shown when the page is empty: say whether nothing exists yet or the search found nothing. */
  emptyText: ReactNode;
};

/**
 * A console table paged by the server: the rows of `page`, its pager and loading state, and in place
 * of the table the API's message with a retry when the page failed to load.
 */
export function ServerTable<T extends object>({ page, emptyText, ...table }: ServerTableProps<T>) {
  if (page.error) return <LoadError error={page.error} onRetry={page.reload} />;
  return (
    <Table<T>
      size="middle"
      {...table}
      dataSource={page.data?.records}
      loading={page.loading}
      pagination={page.pagination}
      locale={{ emptyText }}
    />
  );
}
