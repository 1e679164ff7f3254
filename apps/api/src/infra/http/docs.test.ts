import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { idSchema, phoneSchema } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { route } from "./route.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const echoBody = z.object({
  name: z.string().min(2),
  qty: z.coerce.number().int().min(1),
  phone: phoneSchema.optional(),
});
const echoQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });
const echoData = z.object({ name: z.string(), qty: z.number(), page: z.number(), keys: z.array(z.string()) });

// A category-tree-like recursive schema, and one schema reused under a meta id.
const treeNode: z.ZodType<{ id: number; children: unknown[] }> = z.lazy(() =>
  z.object({ id: z.number(), children: z.array(treeNode) }),
);
const shared = z.object({ x: z.string() }).meta({ id: "DocsTestShared" });
const treeData = z.object({ root: treeNode, a: shared, b: shared });

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await createTestApp((app) => {
    route(
      app,
      {
        method: "POST",
        url: "/__contract/echo",
        summary: "Echo",
        tags: ["test"],
        query: echoQuery,
        body: echoBody,
        response: echoData,
      },
      async ({ query, body }) => ({
        name: body.name,
        qty: body.qty,
        page: query.page,
        keys: Object.keys(body),
        // Not in the response schema: must still be sent (no response serializer strips it).
        extra: "kept",
      }),
    );
    route(
      app,
      {
        method: "GET",
        url: "/__contract/item/:id",
        summary: "Item",
        tags: ["test"],
        params: z.object({ id: idSchema }),
      },
      async ({ params }) => ({ id: params.id }),
    );
    route(app, { method: "GET", url: "/p/__contract/me", summary: "Me", tags: ["test"] }, async (_input, req) => ({
      userId: req.userId,
    }));
    route(app, { method: "GET", url: "/__contract/hidden", summary: "Hidden", hide: true }, async () => null);
    route(
      app,
      {
        method: "GET",
        url: "/__contract/tree",
        summary: "Recursive and shared schemas",
        tags: ["test"],
        response: treeData,
      },
      async () => ({
        root: { id: 1, children: [] },
        a: { x: "" },
        b: { x: "" },
      }),
    );
  });
  const r = await t.app.inject({ url: "/docs/json" });
  expect(r.statusCode).toBe(200);
  doc = r.json();
});
afterAll(async () => t.close());

/** Structural checks of an OpenAPI 3.0 document; returns the problems found. */
function openApi3Problems(d: Json): string[] {
  const problems: string[] = [];
  if (!/^3\.0\.\d+$/.test(d.openapi ?? "")) problems.push(`openapi version ${d.openapi}`);
  if (typeof d.info?.title !== "string" || typeof d.info?.version !== "string") problems.push("info.title/version");
  if (!d.paths || typeof d.paths !== "object") problems.push("paths");
  const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
  for (const [path, item] of Object.entries<Json>(d.paths ?? {})) {
    if (!path.startsWith("/")) problems.push(`path ${path}`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!methods.includes(method)) {
        problems.push(`${path}: unknown key ${method}`);
        continue;
      }
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.responses || Object.keys(op.responses).length === 0) problems.push(`${where}: no responses`);
      for (const [status, res] of Object.entries<Json>(op.responses ?? {})) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${where}: status ${status}`);
        if (typeof res.description !== "string") problems.push(`${where} ${status}: no description`);
      }
      for (const p of op.parameters ?? []) {
        if (!p.name || !["query", "path", "header", "cookie"].includes(p.in) || !p.schema)
          problems.push(`${where}: parameter ${JSON.stringify(p)}`);
        if (p.in === "path" && (p.required !== true || !templated.includes(p.name)))
          problems.push(`${where}: path parameter ${p.name}`);
      }
      for (const name of templated) {
        if (!(op.parameters ?? []).some((p: Json) => p.in === "path" && p.name === name))
          problems.push(`${where}: undeclared {${name}}`);
      }
    }
  }
  // JSON Schema keywords OpenAPI 3.0 does not have, and references that do not resolve.
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
    if (!node || typeof node !== "object") return;
    for (const [k, v] of Object.entries(node as Json)) {
      if (["$schema", "$defs", "const", "prefixItems"].includes(k)) problems.push(`${at}: keyword ${k}`);
      if (k === "type" && Array.isArray(v)) problems.push(`${at}: type array`);
      if (k === "$ref") {
        const target = String(v)
          .replace(/^#\//, "")
          .split("/")
          .reduce<unknown>((o, seg) => (o as Json | undefined)?.[seg], d);
        if (!String(v).startsWith("#/") || target === undefined) problems.push(`${at}: dangling $ref ${v}`);
      }
      walk(v, `${at}/${k}`);
    }
  };
  walk(d.paths, "#/paths");
  walk(d.components, "#/components");
  return problems;
}

describe("OpenAPI at /docs", () => {
  it("serves a structurally valid OpenAPI 3 document", () => {
    expect(openApi3Problems(doc)).toEqual([]);
    expect(doc.info.title).toBe("Souk API");
  });

  it("lists /healthz and /readyz with their data inside the envelope", () => {
    for (const path of ["/healthz", "/readyz"]) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op.tags).toEqual(["system"]);
      const schema = op.responses["200"].content["application/json"].schema;
      expect(Object.keys(schema.properties)).toEqual([
        "code",
        "msg",
        "data",
        "success",
        "fail",
        "version",
        "timestamp",
      ]);
      expect(schema.properties.code.enum).toEqual(["00000"]);
      expect(op.responses["4XX"].content["application/json"].schema.properties.code.enum).toContain("A00002");
    }
    expect(doc.paths["/healthz"].get.responses["200"].content["application/json"].schema.properties.data).toMatchObject(
      {
        type: "object",
        properties: { status: { enum: ["up"] } },
      },
    );
    expect(
      doc.paths["/readyz"].get.responses["200"].content["application/json"].schema.properties.data.properties.database
        .enum,
    ).toEqual(["pglite", "postgres"]);
  });

  it("documents the mall4j aliases beside their primary names (ADR 0013)", () => {
    const text = (path: string, method: string) => JSON.stringify(doc.paths[path]?.[method] ?? null);
    expect(doc.paths["/login"]?.post?.summary).toMatch(/mall4j alias of POST \/sso\/login/);
    expect(doc.paths["/sso/login"]?.post).toBeDefined();
    expect(doc.paths["/token/refresh"]?.post?.summary).toMatch(/mall4j/);
    expect(text("/sso/login", "post")).toContain("refreshToken");
    expect(text("/sso/login", "post")).toContain("expiresIn");
    expect(text("/p/shopCart/info", "post")).toMatch(/mall4j/);
    expect(text("/p/shopCart/info", "post")).toContain("prodCount");
    expect(text("/p/shopCart/info", "post")).toContain("basketDate");
    expect(text("/p/myOrder/orderDetail", "get")).toContain("orderItemDtos");
    expect(text("/p/myOrder/orderDetail", "get")).toContain("userAddrDto");
    expect(text("/p/order/submit", "post")).toContain("orderShopParam");
    expect(text("/p/order/submit", "post")).toMatch(/mall4j/);
    expect(doc.paths["/prod/tag/prodTagList"]?.get?.summary).toMatch(/mall4j/);
    expect(doc.paths["/prod/prodListByTagId"]?.get?.summary).toMatch(/group/);
    expect(doc.info.description ?? "").toMatch(/0013/);
  });

  it("documents query, body and path parameters from the zod schemas", () => {
    const echo = doc.paths["/__contract/echo"].post;
    expect(echo.parameters).toEqual([expect.objectContaining({ name: "page", in: "query", required: false })]);
    const body = echo.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["name", "qty"]);
    expect(body.properties.phone.pattern).toBe("^1\\d{10}$");
    expect(doc.paths["/__contract/item/{id}"].get.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
  });

  it("documents a route answering a file (route({ produces })) as a binary 200 of that type", () => {
    const proof = doc.paths["/p/orderRefund/proof/{refundSn}/{n}"].get;
    expect(proof.responses["200"].content).toEqual({ "image/webp": { schema: { type: "string", format: "binary" } } });
    expect(proof.security).toEqual([{ token: [] }]);
  });

  it("hoists recursive and shared schemas into components, with every reference resolving", async () => {
    const data = doc.paths["/__contract/tree"].get.responses["200"].content["application/json"].schema.properties.data;
    const rootRef: string = data.properties.root.$ref;
    expect(rootRef).toMatch(/^#\/components\/schemas\//);
    const node = doc.components.schemas[rootRef.split("/").pop()!];
    expect(node.properties.children.items.$ref).toBe(rootRef);
    expect(data.properties.a.$ref).toBe("#/components/schemas/DocsTestShared");
    expect(doc.components.schemas.DocsTestShared.properties.x.type).toBe("string");
    // The YAML build converts again and must not leave stray components behind.
    expect((await t.app.inject({ url: "/docs/yaml" })).statusCode).toBe(200);
    const again = (await t.app.inject({ url: "/docs/json" })).json();
    expect(Object.keys(again.components.schemas).sort()).toEqual(Object.keys(doc.components.schemas).sort());
  });

  it("marks /p/ routes as needing the token, and leaves hidden routes out", () => {
    expect(doc.components.securitySchemes.token).toMatchObject({ type: "apiKey", in: "header", name: "Authorization" });
    expect(doc.paths["/p/__contract/me"].get.security).toEqual([{ token: [] }]);
    expect(doc.paths["/healthz"].get.security).toBeUndefined();
    expect(doc.paths["/__contract/hidden"]).toBeUndefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/docs"))).toBe(false);
  });

  it("serves the Swagger UI at /docs", async () => {
    let r = await t.app.inject({ url: "/docs" });
    if (r.statusCode === 302) r = await t.app.inject({ url: new URL(r.headers.location!, "http://x/docs/").pathname });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/text\/html/);
    expect(r.body).toMatch(/swagger/i);
    const asset = await t.app.inject({ url: "/docs/static/swagger-ui-bundle.js" });
    expect(asset.statusCode).toBe(200);
  });
});

describe("route() validation", () => {
  it.each([
    ["zh", "zh-CN", "expected"],
    ["en", "en-US", "qty"],
  ])(
    "answers invalid input with A00002 and field messages (%s), never Fastify's own validation error",
    async (_l, lang, fragment) => {
      const r = await t.app.inject({
        method: "POST",
        url: "/__contract/echo?page=0",
        headers: { "accept-language": lang },
        payload: { name: "a", phone: "123" },
      });
      expect(r.statusCode).toBe(400);
      const body = r.json();
      expect(body).toMatchObject({ code: "A00002", success: false });
      expect(body.data.map((f: { field: string }) => f.field).sort()).toEqual(["name", "page", "phone", "qty"]);
      expect(body.msg).toContain(fragment === "expected" ? "qty" : fragment);
      const phone = body.data.find((f: { field: string }) => f.field === "phone");
      expect(phone.message).toBe(lang === "en-US" ? "Please enter a valid phone number" : "请输入正确的手机号");
    },
  );

  it("hands the handler parsed values (coerced, defaults, unknown fields dropped) and wraps its data in the envelope", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/__contract/echo",
      payload: { name: "Alice", qty: "3", role: "admin", price: 1 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      code: "00000",
      msg: null,
      success: true,
      data: { name: "Alice", qty: 3, page: 1, keys: ["name", "qty"], extra: "kept" },
      // The mall4j envelope's extra fields (mall4j-envelope.ts).
      fail: false,
      version: "mall4j.v230424",
      timestamp: expect.any(Number),
    });
  });

  it("validates path parameters", async () => {
    expect((await t.app.inject({ url: "/__contract/item/12" })).json()).toMatchObject({
      code: "00000",
      data: { id: 12 },
    });
    const bad = await t.app.inject({ url: "/__contract/item/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("A00002");
  });

  it("keeps the /p/ access rule and answers a missing body on a body route with A00002", async () => {
    expect((await t.app.inject({ url: "/p/__contract/me" })).json().code).toBe("A00004");
    const { userId, token } = await t.login();
    expect((await t.app.inject({ url: "/p/__contract/me", headers: { authorization: token } })).json().data).toEqual({
      userId,
    });
    const r = await t.app.inject({ method: "POST", url: "/__contract/echo" });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "A00002", data: [{ field: "body" }] });
  });
});
