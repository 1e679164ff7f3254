/**
 * The points module's public face: what other modules may use. Everything else under
 * modules/points/ is internal (eslint rule souk/module-edges).
 */
export { UcIntegralPage } from "./components/uc-integral";
export { IntegralMallTemplate } from "./templates/integral-mall-template";
export { IntegralDetailTemplate } from "./templates/integral-detail-template";
export { SubmitIntegralOrderTemplate } from "./templates/submit-integral-order-template";
export { pointsInputError } from "./lib/points-input";
