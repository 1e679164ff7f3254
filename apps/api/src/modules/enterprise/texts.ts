/** The enterprise purchasing messages ({zh, en}). */
export const ENTERPRISE_TEXT = {
  pending: { zh: "您的企业采购申请正在审核中，请耐心等待", en: "Your enterprise application is under review" },
  approved: { zh: "您已是企业采购用户，无需重复申请", en: "You are already an enterprise buyer" },
  notFound: { zh: "企业采购申请不存在", en: "The enterprise application does not exist" },
  notPending: { zh: "该申请已处理，不能重复审核", en: "This application has already been answered" },
  status: {
    0: { zh: "审核中", en: "Under review" },
    1: { zh: "已通过", en: "Approved" },
    [-1]: { zh: "未通过", en: "Not approved" },
  },
} as const;
