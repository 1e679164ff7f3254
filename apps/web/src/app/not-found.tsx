import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

/**
 * Only for requests the locale proxy never saw (paths with a file extension). Without a known
 * language it says the sentence in both.
 */
export default function RootNotFound() {
  return (
    <html lang="zh-CN">
      <body className="flex min-h-screen flex-col items-center justify-center gap-3 text-center">
        <p className="text-7xl font-bold text-brand/80">{zh.errors.notFoundCode}</p>
        <h1 className="text-xl text-ink">{zh.errors.notFound}</h1>
        <p lang="en" className="text-ink">
          {en.errors.notFound}
        </p>
        <a href="/" className="mt-6 btn-brand">
          {zh.errors.backHome} / <span lang="en">{en.errors.backHome}</span>
        </a>
      </body>
    </html>
  );
}
