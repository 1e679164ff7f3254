"use client";

import { Spin } from "antd";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { Editor } from "./editor";
import type { DecorationOwner } from "./owner";

/** /admin/decoration/{id} and /seller/decoration/{id}: the editor of one page, loaded afresh after a restore or a conflict. */
export function DecorationEditorPage({ owner, pageId }: { owner: DecorationOwner; pageId: number }) {
  const { client } = useConsole();
  const [loads, setLoads] = useState(0);
  const q = useConsoleQuery(`deco-page-${owner.kind}-${pageId}-${loads}`, (signal) =>
    client.call(owner.api.detail(pageId), { signal }),
  );
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  if (q.loading || !q.data) return <Spin size="large" className="!block !py-24" />;
  return <Editor key={loads} owner={owner} detail={q.data} onReload={() => setLoads((n) => n + 1)} />;
}
