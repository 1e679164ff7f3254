import fs from "node:fs";
import path from "node:path";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ERROR_CATALOGUE, SUCCESS_CODE } from "@souk/contract";
import { accessOf } from "./auth.ts";
import { MALL4J_VERSION } from "./mall4j-envelope.ts";
import type { RouteContract } from "./route.ts";
import { apiRoot } from "../paths.ts";

type JsonSchema = Record<string, unknown>;

const { version } = JSON.parse(fs.readFileSync(path.join(apiRoot, "package.json"), "utf8")) as {
  version: string;
};

/**
 * zod 4 → OpenAPI 3.0 schema objects, for documentation only (requests are validated
 * by parse(), never by this JSON Schema). Requests are documented as the input a
 * client sends (defaults make fields optional), responses as the output the API
 * produces. Types JSON cannot express (dates, transforms) become `{}` instead of
 * failing the whole document.
 *
 * Recursive schemas (z.lazy, getters) and schemas with a meta id come out of zod as
 * `definitions` with `#/definitions/X` (or `#` for the root) references. OpenAPI 3.0
 * has no local definitions, so they are hoisted into `components.schemas` — named by
 * their meta id, or Schema<n> when anonymous — and the references rewritten.
 */
export class OpenApiSchemas {
  /** Hoisted definitions, for components.schemas. */
  readonly components: Record<string, JsonSchema> = {};
  private anonymous = 0;

  /** Starts a new document (each /docs/json or /docs/yaml build converts every route again). */
  reset(): void {
    for (const k of Object.keys(this.components)) delete this.components[k];
    this.anonymous = 0;
  }

  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const json = z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as JsonSchema;
    delete json.$schema;
    const defs = {
      ...((json.definitions as Record<string, JsonSchema>) ?? {}),
      ...((json.$defs as Record<string, JsonSchema>) ?? {}),
    };
    delete json.definitions;
    delete json.$defs;
    const names = new Map<string, string>();
    const nameOf = (local: string) => {
      let name = names.get(local);
      if (!name) {
        name =
          local.startsWith("__schema") || local === "#"
            ? `Schema${++this.anonymous}`
            : `${local}${io === "input" ? "Input" : ""}`;
        names.set(local, name);
      }
      return name;
    };
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== "object") return node;
      const out: JsonSchema = {};
      for (const [k, v] of Object.entries(node)) {
        if (k === "$ref" && typeof v === "string") {
          const local = v === "#" ? "#" : v.replace(/^#\/(definitions|\$defs)\//, "");
          out.$ref = `#/components/schemas/${nameOf(local)}`;
        } else out[k] = rewrite(v);
      }
      return out;
    };
    const root = rewrite(json) as JsonSchema;
    for (const [local, def] of Object.entries(defs)) this.components[nameOf(local)] = rewrite(def) as JsonSchema;
    if (names.has("#")) {
      // The root refers to itself: it becomes a component too.
      this.components[names.get("#")!] = root;
      return { $ref: `#/components/schemas/${names.get("#")}` };
    }
    return root;
  }
}

const errorCodes = Object.keys(ERROR_CATALOGUE).filter((c) => c !== SUCCESS_CODE);

/** The mall4j envelope's extra fields (mall4j-envelope.ts), documented on every answer. */
function dialectFields(fail: boolean): Record<string, JsonSchema> {
  return {
    fail: { type: "boolean", enum: [fail], description: "mall4j: always !success" },
    version: { type: "string", enum: [MALL4J_VERSION], description: "mall4j dialect version" },
    timestamp: { type: "integer", description: "mall4j: milliseconds since the epoch when the answer left" },
  };
}

/** The mall4j envelope around a route's data (contract envelope.ts). */
function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    description: `Success: code "${SUCCESS_CODE}"; the payload is in data`,
    type: "object",
    required: ["code", "msg", "data", "success", "fail", "version", "timestamp"],
    properties: {
      code: { type: "string", enum: [SUCCESS_CODE] },
      msg: { type: "string", nullable: true },
      data,
      success: { type: "boolean", enum: [true] },
      ...dialectFields(false),
    },
  };
}

function failureEnvelope(description: string): JsonSchema {
  return {
    description,
    type: "object",
    required: ["code", "msg", "data", "success", "fail", "version", "timestamp"],
    properties: {
      code: { type: "string", enum: errorCodes, description: "Error catalogue code (packages/contract errors.ts)" },
      msg: { type: "string", description: "Localized by Accept-Language (zh, en)" },
      data: {
        nullable: true,
        description: "null, or for A00002 a list of {field, message}",
      },
      success: { type: "boolean", enum: [false] },
      ...dialectFields(true),
    },
  };
}

/**
 * Turns the zod schemas route() stored in the route config into the route's docs schema.
 * Runs once per route, when /docs/json is first requested.
 */
function transformer(schemas: OpenApiSchemas) {
  return ({
    schema,
    url,
    route,
  }: {
    schema: Record<string, unknown>;
    url: string;
    route: { config?: { contract?: RouteContract } };
  }) => {
    const contract = route.config?.contract;
    if (!contract) return { schema, url };
    const out: Record<string, unknown> = { ...schema };
    if (contract.query) out.querystring = schemas.convert(contract.query, "input");
    if (contract.params) out.params = schemas.convert(contract.params, "input");
    if (contract.body) out.body = schemas.convert(contract.body, "input");
    out.response = {
      200: contract.produces
        ? {
            description: `The file (${contract.produces})`,
            content: { [contract.produces]: { schema: { type: "string", format: "binary" } } },
          }
        : successEnvelope(contract.response ? schemas.convert(contract.response, "output") : {}),
      "4XX": failureEnvelope("Failure (A00002 validation, A00004 login required, A00013 not found, ...)"),
      "5XX": failureEnvelope("Server error (A00005)"),
    };
    const access = accessOf(url);
    if (access === "required") out.security = [{ token: [] }];
    if (access === "optional") out.security = [{ token: [] }, {}];
    if (access === "merchant") out.security = [{ token: [] }]; // a shop-staff token from POST /m/login
    if (access === "platform") out.security = [{ token: [] }]; // a platform-staff token from POST /admin/login
    return { schema: out, url };
  };
}

/**
 * OpenAPI 3 at /docs/json (and /docs/yaml), Swagger UI at /docs. Must be registered
 * before the modules: @fastify/swagger collects routes as they are added.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  const schemas = new OpenApiSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Souk API",
        version,
        description:
          "Commerce API of the Souk mall (mall4j dialect). Every response is the envelope " +
          '{code, msg, data, success, fail, version, timestamp}; success means code "00000" (fail is its ' +
          "inverse, for mall4j clients). Money is decimal yuan on the wire. " +
          "mall4j aliases (POST /login for /sso/login, POST /token/refresh, cart prodCount/shopName/basketDate, " +
          "order orderItemDtos/userAddrDto, the mall4j submit body {orderShopParam}, product groups /prod/tag/prodTagList and /prod/prodListByTagId) are documented on their routes; see docs/adr/0013-mall4j-dialect-aliases.md. " +
          "Send Accept-Language: zh|en for localized messages.",
      },
      components: {
        securitySchemes: {
          token: {
            type: "apiKey",
            in: "header",
            name: "Authorization",
            description: "The login token as is (no Bearer prefix). Paths under /p/ require it.",
          },
        },
      },
    },
    transform: transformer(schemas) as never,
    transformObject: ({ openapiObject }: { openapiObject: { components?: { schemas?: Record<string, unknown> } } }) => {
      openapiObject.components = {
        ...openapiObject.components,
        schemas: { ...openapiObject.components?.schemas, ...schemas.components },
      };
      schemas.reset();
      return openapiObject;
    },
  } as never);
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
}
