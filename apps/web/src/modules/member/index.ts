/**
 * The member module's public face: what other modules may use. Everything else under
 * modules/member/ is internal (eslint rule souk/module-edges).
 */
export { MemberCenterPage } from "./components/member-center";
export { BuyMemberPage } from "./components/buy-member";
export { MemberEquityPage } from "./components/member-equity";
export { UcMemberCard } from "./components/uc-member-card";
