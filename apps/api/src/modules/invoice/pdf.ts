import fs from "node:fs";
import PDFDocument from "pdfkit";
import { formatYuan } from "@souk/contract";

/** The CJK font of Debian's fonts-wqy-microhei (a TrueType collection; its first face). */
export const CJK_FONT_PATH = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
const CJK_FACE = "WenQuanYiMicroHei";

export interface InvoicePdfData {
  invoiceNo: string;
  issueDate: string;
  orderNumber: string;
  sellerZh: string;
  sellerEn: string;
  headerType: 1 | 2;
  headerName: string;
  taxNumber: string;
  lines: {
    nameZh: string;
    nameEn: string;
    skuZh: string;
    skuEn: string;
    count: number;
    price: number;
    amount: number;
  }[];
  freight: number;
  reduce: number;
  total: number;
}

/** Whether the Chinese font is installed (without it the PDF is Latin-only: English names, ASCII text). */
export function hasCjkFont(fontPath = CJK_FONT_PATH): boolean {
  try {
    return fs.statSync(fontPath).isFile();
  } catch {
    return false;
  }
}

/** Non-Latin-1 characters cannot be drawn with the standard PDF fonts: replaced by "?". */
const latin = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");

/**
 * The issued invoice as a PDF (A4): header, numbers, seller and buyer, the lines with amounts, freight,
 * reductions and the total. With the CJK font (fonts-wqy-microhei) the text is bilingual; without it
 * the document falls back to the standard Helvetica font and English-only text (names that only exist
 * in Chinese — a personal buyer's name — lose their non-Latin characters). It is a sandbox invoice:
 * Souk is not connected to a tax authority, and the document says so.
 */
export function renderInvoicePdf(d: InvoicePdfData, fontPath = CJK_FONT_PATH): Promise<Buffer> {
  const cjk = hasCjkFont(fontPath);
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `Invoice ${d.invoiceNo}`, Author: "Souk", Subject: `Order ${d.orderNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  if (cjk) doc.registerFont("body", fontPath, CJK_FACE);
  doc.font(cjk ? "body" : "Helvetica");
  const t = (zh: string, en: string) => (cjk ? `${zh} ${en}` : latin(en));
  const name = (zh: string, en: string) => (cjk ? zh : latin(en || zh));

  doc.fontSize(20).text(t("电子普通发票", "Electronic General Invoice"), { align: "center" });
  doc
    .moveDown(0.3)
    .fontSize(9)
    .fillColor("#b00")
    .text(t("（沙箱发票，仅供演示，不作为报销凭证）", "(Sandbox invoice for demonstration - not a tax document)"), {
      align: "center",
    });
  doc.fillColor("#000").moveDown(1).fontSize(11);
  doc.text(`${t("发票号码", "Invoice No.")}: ${d.invoiceNo}`);
  doc.text(`${t("开票日期", "Issue date")}: ${d.issueDate}`);
  doc.text(`${t("订单号", "Order No.")}: ${d.orderNumber}`);
  doc.moveDown(0.6);
  doc.text(`${t("销售方", "Seller")}: ${cjk ? `${d.sellerZh} / ${d.sellerEn}` : latin(d.sellerEn)}`);
  doc.text(
    `${t("购买方", "Buyer")}: ${cjk ? d.headerName : latin(d.headerName)} (${d.headerType === 2 ? t("单位", "Unit") : t("个人", "Personal")})`,
  );
  if (d.headerType === 2) doc.text(`${t("纳税人识别号", "Taxpayer ID")}: ${d.taxNumber}`);
  doc.moveDown(0.8);

  const x = { name: 50, count: 340, price: 400, amount: 480 };
  const header = doc.y;
  doc
    .fontSize(10)
    .text(t("商品", "Item"), x.name, header)
    .text(t("数量", "Qty"), x.count, header)
    .text(t("单价", "Price"), x.price, header)
    .text(t("金额", "Amount"), x.amount, header);
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .stroke();
  doc.moveDown(0.4);
  for (const l of d.lines) {
    const y = doc.y;
    const label = [name(l.nameZh, l.nameEn), name(l.skuZh, l.skuEn)].filter(Boolean).join(" / ");
    doc.text(label, x.name, y, { width: 280 });
    const after = doc.y;
    doc.text(String(l.count), x.count, y).text(formatYuan(l.price), x.price, y).text(formatYuan(l.amount), x.amount, y);
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke().moveDown(0.5);
  const row = (label: string, v: string) => {
    const y = doc.y;
    doc.text(label, 300, y).text(v, x.amount, y);
    doc.moveDown(0.2);
  };
  row(t("运费", "Freight"), formatYuan(d.freight));
  if (d.reduce > 0) row(t("优惠", "Reductions"), `-${formatYuan(d.reduce)}`);
  doc.fontSize(12);
  row(t("价税合计", "Total"), `CNY ${formatYuan(d.total)}`);
  doc.end();
  return done;
}
