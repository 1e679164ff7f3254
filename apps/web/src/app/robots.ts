import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/site-url";

/** Buyers' own pages, checkout and internal endpoints are not for crawlers; everything else is. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/catalog-revalidate",
        "/cart",
        "/submit-order",
        "/submit-integral-order",
        "/payment",
        "/weixin-pay",
        "/user-center",
        "/member-center",
        "/order-detail",
        "/return-detail",
        "/invoice-detail",
        "/free-shop",
        "/write-comments",
        "/chat",
        "/login",
        "/LoginToJump",
        "/register",
        "/forget-password",
      ],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
