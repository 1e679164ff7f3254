import { describe, expect, it } from "vitest";
import { describePlatformDetail } from "./op-log-detail";

const labels: Record<string, string> = { userName: "账号", role: "角色", from: "原角色", to: "新角色", reason: "原因" };
const roles: Record<string, string> = { operations: "运营", finance: "财务" };
const d = (detail: Record<string, unknown>) =>
  describePlatformDetail(
    detail,
    (k) => labels[k] ?? null,
    (r) => roles[r] ?? null,
  );

describe("describePlatformDetail", () => {
  it.each([
    [{ userName: "ops_li", role: "operations" }, "账号: ops_li; 角色: 运营"],
    [{ userName: "a", from: "operations", to: "finance" }, "账号: a; 原角色: 运营; 新角色: 财务"],
    [{ status: 0 }, "status: 0"],
    [{ reason: "", amount: 100 }, "amount: 100"],
    [{ to: "unknown" }, "新角色: unknown"],
    [{ note: "x".repeat(100) }, `note: ${"x".repeat(79)}…`],
  ])("%j → %s", (detail, text) => expect(d(detail)).toBe(text));
});
