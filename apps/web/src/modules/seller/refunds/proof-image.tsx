"use client";

import { Image } from "antd";
import { useEffect, useState } from "react";
import { useConsole } from "@/console/shell/console-context";

/**
 * A buyer's proof photo: private (ADR 0024), served only with the staff token in Authorization,
 * so it is fetched here and shown from a blob URL (an <img src> could not send the header).
 */
export function ProofImage({ url, alt }: { url: string; alt: string }) {
  const { session } = useConsole();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    const ctl = new AbortController();
    fetch(`/api${url}`, { headers: { Authorization: session.token }, credentials: "omit", signal: ctl.signal })
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => {
        if (!b) return;
        objectUrl = URL.createObjectURL(b);
        setSrc(objectUrl);
      })
      .catch(() => {});
    return () => {
      ctl.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, session.token]);
  return src ? <Image src={src} alt={alt} width={96} height={96} /> : <div className="h-24 w-24 bg-gray-100" />;
}
