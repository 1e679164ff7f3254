import { z } from "zod";

/**
 * Validation messages shared by the API and the storefront forms. Schemas refer
 * to them by key (`error: "v.phone"`); both sides translate the key.
 */
export const VALIDATION_TEXTS = {
  "v.required": { zh: "此项为必填项", en: "This field is required" },
  "v.phone": { zh: "请输入正确的手机号", en: "Please enter a valid phone number" },
  "v.keyword": { zh: "请输入关键词", en: "Please enter keyword" },
  "v.prodName": { zh: "商品名称不能为空", en: "Product name cannot be empty" },
  "v.shopName": { zh: "店铺名称不能为空", en: "Store name cannot be empty" },
  "v.loginAccount": { zh: "账号为4-30位字母、数字或下划线", en: "Account must be 4-30 letters, digits or underscores" },
  "v.registerAccount": {
    zh: "账号为4-16位字母、数字或下划线",
    en: "Account must be 4-16 letters, digits or underscores",
  },
  "v.password": {
    zh: "密码为6-20位半角字符，且至少包含字母、数字、符号中的两种",
    en: "Password must be 6-20 half-width characters with at least two of letters, digits and symbols",
  },
  "v.nickName": { zh: "昵称不能为空，最多15个字符", en: "Nickname is required, at most 15 characters" },
  "v.nickNameChars": { zh: "昵称不能包含 < 或 >", en: "A nickname may not contain < or >" },
  "v.smsCode": { zh: "请输入验证码", en: "Please enter the verification code" },
  "v.positiveInt": { zh: "请输入正整数", en: "Please enter a positive whole number" },
  "v.nonNegativeInt": { zh: "请输入不小于0的整数", en: "Please enter a whole number of 0 or more" },
  // Accounts (schemas/account.ts, address.ts, collection.ts)
  "v.accountDigits": { zh: "账号不能为纯数字", en: "The account cannot be digits only" },
  "v.userNameTaken": { zh: "该账号已被注册", en: "This account name is already taken" },
  "v.refreshToken": { zh: "请提供刷新令牌", en: "Please send the refresh token" },
  "v.loginPassword": { zh: "请输入密码", en: "Please enter the password" },
  "v.passwordConfirm": { zh: "两次输入的密码不一致", en: "The two passwords do not match" },
  "v.passwordCipher": {
    zh: "密码格式错误，请刷新页面后重试",
    en: "The password could not be read, please refresh the page and retry",
  },
  "v.shopAccountPassword": { zh: "店铺账号密码为6-12位字符", en: "Store account password must be 6-12 characters" },
  "v.smsCodeFormat": { zh: "验证码为6位数字", en: "The verification code has 6 digits" },
  "v.agreeTerms": { zh: "请同意以下条款", en: "Please agree to the following terms" },
  "v.pic": { zh: "图片地址无效，请重新上传", en: "Invalid image, please upload again" },
  "v.receiver": {
    zh: "收货人为2-20个字符，不能包含特殊字符",
    en: "Recipient must be 2-20 characters without special characters",
  },
  "v.addr": { zh: "详细地址为5-100个字符", en: "Detailed address must be 5-100 characters" },
  "v.region": { zh: "请选择所在地区", en: "Please choose the region" },
  "v.ssoModel": { zh: "跳转类型无效", en: "Invalid jump type" },
  "v.redirectUrl": { zh: "跳转地址无效", en: "Invalid redirect address" },
  "v.ssoToken": { zh: "登录凭证无效", en: "Invalid sign-in ticket" },
  "v.selectRecords": { zh: "请选择要删除的记录", en: "Please choose the records to delete" },
  // Cart, checkout, orders, payment, invoices, reviews (schemas/cart.ts, order.ts, payment.ts, invoice.ts, comment-write.ts)
  "v.cartCount": { zh: "请输入正确的商品数量", en: "Please enter a valid quantity" },
  "v.buyCount": { zh: "购买数量为1-999件", en: "The quantity must be 1 to 999" },
  "v.basketIds": { zh: "请选择商品", en: "Please choose the items" },
  "v.orderItems": { zh: "请选择要购买的商品", en: "Please choose the items to buy" },
  "v.submitToken": {
    zh: "订单信息已失效，请重新确认订单",
    en: "The order information is no longer valid, please confirm the order again",
  },
  "v.addrId": { zh: "请选择收货地址", en: "Please choose the delivery address" },
  "v.remarks": { zh: "订单备注最多200个字符", en: "The order note can be at most 200 characters" },
  "v.remarksBlank": { zh: "订单备注不能全为空格", en: "The order note cannot be all spaces" },
  "v.invoiceType": { zh: "请选择发票类型", en: "Please choose the invoice type" },
  "v.invoiceHeader": { zh: "请选择发票抬头（个人或单位）", en: "Please choose the invoice title: personal or unit" },
  "v.invoicePersonalName": { zh: "请输入“个人”或您的姓名", en: "Please enter 'personal' or the personal name" },
  "v.invoiceUnitName": { zh: "请输入单位名称", en: "Please enter the unit name" },
  "v.taxNumberRequired": { zh: "请输入纳税人识别号", en: "Please enter the taxpayer ID" },
  "v.taxNumber": { zh: "请输入正确的纳税人识别号", en: "Please enter the correct taxpayer ID" },
  "v.orderNumber": { zh: "订单号无效", en: "Invalid order number" },
  "v.payNo": { zh: "支付单号无效", en: "Invalid payment number" },
  "v.payType": { zh: "请选择支付方式", en: "Please choose a payment method" },
  "v.orderStatus": { zh: "订单状态无效", en: "Invalid order status" },
  "v.carrier": {
    zh: "请输入物流公司名称（最多30个字符）",
    en: "Please enter the carrier name (at most 30 characters)",
  },
  "v.trackingNumber": {
    zh: "请输入正确的物流单号（4-40位字母、数字或-）",
    en: "Please enter a valid tracking number (4-40 letters, digits or -)",
  },
  "v.score": { zh: "请选择1-5星评分", en: "Please rate from 1 to 5 stars" },
  "v.commentContent": { zh: "请输入评价内容，最多150个字", en: "Please write the review, at most 150 characters" },
  "v.commentPics": { zh: "最多上传9张图片", en: "You can add at most 9 photos" },
  "v.merchantAccount": { zh: "请输入店铺账号", en: "Please enter the store account" },
  // Seller-center staff (schemas/staff.ts)
  "v.staffRole": { zh: "请选择员工角色", en: "Please choose the staff role" },
  "v.platformRole": { zh: "请选择平台员工角色", en: "Please choose the platform staff role" },
  "v.staffName": { zh: "请输入员工姓名，最多20个字", en: "Please enter the staff name, at most 20 characters" },
  "v.staffStatus": { zh: "状态须为启用或停用", en: "The status must be enabled or disabled" },
  "v.opLogAction": { zh: "请选择操作类型", en: "Please choose an action type" },
  "v.shopSettingsIntro": {
    zh: "店铺简介最多500个字，不能含有 < >",
    en: "The introduction has at most 500 characters, without < or >",
  },
  "v.serviceHours": {
    zh: "客服时间格式应为 09:00-21:00，开始早于结束",
    en: "Service hours look like 09:00-21:00, the start before the end",
  },
  "v.dateRange": {
    zh: "日期格式应为 yyyy-MM-dd，且开始不晚于结束",
    en: "Dates must be yyyy-MM-dd, the start not after the end",
  },
  // Flow analytics (schemas/flow.ts)
  "v.flowBatch": { zh: "每次最多上报50条访问记录", en: "At most 50 flow events per call" },
  "v.flowBody": { zh: "访问记录格式无效", en: "Invalid flow event" },
  "v.flowDay": { zh: "日期格式应为 yyyy-MM-dd", en: "The day must be yyyy-MM-dd" },
  // After-sales (schemas/refund.ts)
  // Gift cards (schemas/giftcard.ts)
  "v.giftCardNo": { zh: "请输入16位礼品卡卡号", en: "Please enter the 16-digit card number" },
  "v.giftCardPassword": { zh: "请输入8位礼品卡密码", en: "Please enter the 8-character card password" },
  "v.giftCardCount": { zh: "发行数量须为1-1000张", en: "Issue 1 to 1,000 cards at a time" },
  "v.giftCardValue": { zh: "面值须为1-10000元的整数", en: "The par value must be a whole amount of 1 to 10,000 yuan" },
  "v.giftCardDays": { zh: "有效天数须为1-3650天", en: "Valid for 1 to 3,650 days" },
  "v.giftCardIds": { zh: "请选择礼品卡", en: "Please choose gift cards" },
  // Points (schemas/points.ts)
  "v.points": { zh: "积分须为10的整数倍", en: "Points must be a multiple of 10" },
  "v.pointsAdjust": { zh: "调整积分须为非零整数", en: "The adjustment must be a non-zero whole number of points" },
  "v.pointsPrice": { zh: "积分价格须为10的整数倍", en: "The points price must be a positive multiple of 10" },
  "v.pointsCash": { zh: "加价金额无效", en: "Invalid cash amount" },
  "v.pointsReason": { zh: "请填写调整原因", en: "Please give the reason" },
  // Balance top-up (schemas/wallet.ts)
  "v.rechargeAmount": {
    zh: "充值金额须在0.01至100000元之间，最多两位小数",
    en: "The top-up amount must be between 0.01 and 100,000 yuan, with at most 2 decimals",
  },
  "v.rechargePreset": { zh: "请选择充值档位", en: "Please choose a top-up tier" },
  "v.rechargeNo": { zh: "充值单号无效", en: "Invalid top-up number" },
  "v.rechargeBonus": { zh: "赠送金额无效", en: "Invalid bonus amount" },
  "v.rechargePresets": { zh: "充值档位最多12个", en: "At most 12 top-up tiers" },
  // Membership (schemas/member.ts)
  "v.memberPeriod": { zh: "请选择会员时长", en: "Please choose a membership period" },
  "v.memberPayType": { zh: "请选择支付方式", en: "Please choose how to pay" },
  "v.memberOrderNo": { zh: "会员订单号无效", en: "Invalid membership order number" },
  "v.memberLevel": { zh: "会员等级无效", en: "Invalid member level" },
  "v.memberDiscount": {
    zh: "会员折扣须为1-100（支付的百分比）",
    en: "The member discount must be 1-100 (per cent paid)",
  },
  "v.memberMultiplier": {
    zh: "积分倍率须为1-10倍，最多一位小数",
    en: "The points multiplier must be 1-10, one decimal at most",
  },
  "v.memberGrowth": { zh: "成长值须为整数", en: "Growth must be a whole number" },
  "v.memberDays": { zh: "会员天数须为1-3650天", en: "A period lasts 1 to 3,650 days" },
  "v.memberPrice": {
    zh: "价格须在0.01至100000元之间，最多两位小数",
    en: "The price must be between 0.01 and 100,000 yuan, with at most 2 decimals",
  },
  "v.memberName": { zh: "请填写名称（1-30个字符）", en: "Please give a name (1-30 characters)" },
  "v.memberReason": { zh: "请填写原因（2-200个字符）", en: "Please give the reason (2-200 characters)" },
  "v.userId": { zh: "用户编号无效", en: "Invalid user id" },
  "v.adjustAmount": {
    zh: "调整金额须为非零金额，最多两位小数",
    en: "The adjustment must be a non-zero amount with at most 2 decimals",
  },
  "v.adjustReason": { zh: "请填写调整原因（2-200个字符）", en: "Please give the reason (2-200 characters)" },
  "v.refundSn": { zh: "退款编号无效", en: "Invalid refund number" },
  "v.orderItemId": { zh: "请选择要退款的商品", en: "Please choose the item to refund" },
  "v.applyType": { zh: "请选择仅退款或退货退款", en: "Please choose refund only or return and refund" },
  "v.refundCount": { zh: "请输入正确的退款数量（至少1件）", en: "Please enter a valid quantity (at least 1)" },
  "v.refundAmount": {
    zh: "请输入正确的退款金额（大于0，最多两位小数）",
    en: "Please enter a valid refund amount (above 0, at most 2 decimals)",
  },
  "v.refundReason": { zh: "请选择退款原因", en: "Please choose a reason" },
  "v.refundDesc": { zh: "退款说明最多200个字符", en: "The explanation can be at most 200 characters" },
  "v.refundImgs": { zh: "最多上传5张凭证图片", en: "You can add at most 5 proof photos" },
  "v.requestId": { zh: "请求编号无效", en: "Invalid request id" },
  "v.refundTab": { zh: "退款状态无效", en: "Invalid refund status" },
  "v.refuseReason": {
    zh: "请输入拒绝原因（最多200个字符）",
    en: "Please enter the reason for refusing (at most 200 characters)",
  },
  "v.restock": { zh: "请选择是否退回库存", en: "Please choose whether to restock" },
  "v.noReasonReturn": {
    zh: "请选择是否支持7天无理由退货",
    en: "Please choose whether the product offers 7-day no-reason returns",
  },
  // Catalog and search (schemas/search.ts, product.ts, shop.ts, notice.ts)
  "v.price": { zh: "请输入有效的价格", en: "Please enter a valid price" },
  "v.keywordLength": { zh: "关键词最多100个字符", en: "The keyword can have at most 100 characters" },
  "v.attrs": { zh: "筛选条件格式错误", en: "Invalid attribute filter" },
  "v.suggestLength": { zh: "输入最多50个字符", en: "Type at most 50 characters" },
  "v.synonymTerm": { zh: "同义词每个词1到30个字符", en: "Each synonym must have 1 to 30 characters" },
  "v.synonymGroup": {
    zh: "每组同义词2到12个词，最多500组",
    en: "Each synonym group needs 2 to 12 terms, and there can be at most 500 groups",
  },
  // Coupons (schemas/coupon.ts)
  "v.couponId": { zh: "请选择优惠券", en: "Please choose a coupon" },
  "v.couponStatus": { zh: "优惠券状态为0、1或2", en: "Coupon status must be 0, 1 or 2" },
  "v.couponName": { zh: "优惠券名称为1-30个字符", en: "The coupon name must be 1-30 characters" },
  "v.couponType": { zh: "请选择优惠券类型", en: "Please choose the coupon type" },
  "v.couponAmount": { zh: "请输入有效的金额", en: "Please enter a valid amount" },
  "v.couponDiscount": { zh: "折扣为1-99（85即8.5折）", en: "The discount must be 1-99 (85 = pay 85%)" },
  "v.couponTime": { zh: "请输入有效的时间", en: "Please enter a valid time" },
  "v.couponStock": { zh: "库存为1-1000000", en: "Stock must be 1-1,000,000" },
  "v.couponRule": { zh: "优惠券规则不完整", en: "The coupon rule is incomplete" },
  // The shop's product groups (schemas/product.ts)
  "v.tagTitle": {
    zh: "分组名称：中文1-20个字符，英文1-40个字符",
    en: "Group titles: 1-20 characters in Chinese, 1-40 in English",
  },
  "v.tagSeq": { zh: "排序为0-9999的整数", en: "The order must be a whole number from 0 to 9999" },
  "v.tagStyle": { zh: "样式为0、1或2", en: "The style must be 0, 1 or 2" },
  "v.tagStatus": { zh: "状态为0（隐藏）或1（显示）", en: "The status must be 0 (hidden) or 1 (shown)" },
  "v.tagProds": {
    zh: "请选择分组的商品（不重复，最多100件）",
    en: "Choose the group's products (no repeats, at most 100)",
  },
  // Discount activities (schemas/discount.ts)
  "v.discountName": { zh: "活动名称为1-30个字符", en: "The activity name must be 1-30 characters" },
  "v.discountTime": {
    zh: "请输入有效的活动时间，结束时间须晚于开始时间",
    en: "Enter a valid activity window; the end must be after the start",
  },
  "v.discountRule": { zh: "活动规则不完整或无效", en: "The activity rule is incomplete or invalid" },
  "v.discountProducts": {
    zh: "请选择参与活动的商品（最多200件）",
    en: "Choose the products of the activity (at most 200)",
  },
  // Store applications and merchant products (schemas/shop-apply.ts)
  "v.shopNameRule": {
    zh: "店铺名称为1-20个字符，不能包含特殊字符",
    en: "Store name must be 1-20 characters without special characters",
  },
  "v.shopNameTaken": { zh: "该店铺名称已被使用", en: "This store name is already taken" },
  "v.shopAddr": {
    zh: "详细地址至少5个字符（最多100个）",
    en: "The detailed address must be at least 5 characters (at most 100)",
  },
  "v.shopIntro": { zh: "店铺简介为10-200个字符", en: "The store description must be 10-200 characters" },
  "v.shopLogo": { zh: "请上传店铺logo", en: "Please upload the store logo" },
  "v.businessLicense": { zh: "请上传营业执照", en: "Please upload the business license" },
  "v.idCardFront": { zh: "请上传身份证正面照片", en: "Please upload the front of the ID card" },
  "v.idCardBack": { zh: "请上传身份证反面照片", en: "Please upload the back of the ID card" },
  "v.uploadType": { zh: "上传类型无效", en: "Invalid upload type" },
  "v.auditStatus": { zh: "审核状态为0、1或-1", en: "The audit status must be 0, 1 or -1" },
  "v.rejectReason": {
    zh: "请输入不通过的原因（1-200个字符）",
    en: "Please enter why it did not pass (1-200 characters)",
  },
  // Invoice exchange and enterprise purchasing (schemas/invoice.ts, schemas/enterprise.ts)
  "v.exchangeInvoiceType": {
    zh: "换开发票仅支持普通电子发票",
    en: "An invoice can only be exchanged for a normal electronic invoice",
  },
  "v.companyName": { zh: "请输入企业名称（2-60个字符）", en: "Please enter the company name (2-60 characters)" },
  "v.creditCode": {
    zh: "请输入正确的统一社会信用代码（18位）",
    en: "Please enter a valid unified social credit code (18 characters)",
  },
  "v.contactName": { zh: "请输入联系人（2-20个字符）", en: "Please enter the contact person (2-20 characters)" },
  "v.purpose": { zh: "请填写采购用途（5-200个字符）", en: "Please describe the purchasing purpose (5-200 characters)" },
  "v.previewType": { zh: "不支持预览该类文件", en: "This kind of file cannot be previewed" },
  "v.previewId": { zh: "文件编号无效", en: "Invalid file number" },
  "v.prodNameRule": { zh: "商品名称为1-60个字符", en: "The product name must be 1-60 characters" },
  "v.prodBrief": { zh: "商品卖点最多100个字符", en: "The selling point can be at most 100 characters" },
  "v.prodPic": { zh: "请上传商品图片（最多9张）", en: "Please upload the product pictures (at most 9)" },
  "v.prodContent": { zh: "商品详情最多20000个字符", en: "The description can be at most 20,000 characters" },
  "v.category": { zh: "请选择三级分类", en: "Please choose a third-level category" },
  "v.brand": { zh: "品牌不存在", en: "The brand does not exist" },
  "v.salesAttr": {
    zh: "请填写销售属性（1-3个，每个至少一个值，名称最多20个字符）",
    en: "Please fill in the sales attributes (1-3, each with at least one value, names up to 20 characters)",
  },
  "v.skus": { zh: "请填写SKU（1-200个）", en: "Please fill in the SKUs (1-200)" },
  "v.skuProps": {
    zh: "每个SKU须为每个销售属性选择一个已有的值，且不能重复",
    en: "Every SKU must pick one existing value of each sales attribute, without duplicates",
  },
  "v.skuPrice": { zh: "价格须为不小于0的整数（单位：分）", en: "The price must be a whole number of fen, 0 or more" },
  "v.skuStock": { zh: "库存须为不小于0的整数", en: "The stock must be a whole number, 0 or more" },
  "v.prodStatus": {
    zh: "商品状态为0（下架）或1（上架）",
    en: "The product status must be 0 (off the shelf) or 1 (on it)",
  },
  // Flash sales (schemas/seckill.ts)
  "v.seckillCount": { zh: "购买数量为1-99件", en: "The quantity must be 1-99" },
  "v.seckillPrice": { zh: "秒杀价须为正整数（分）", en: "The flash price must be a positive whole number of fen" },
  "v.seckillSkus": {
    zh: "请选择参与秒杀的规格（最多50个，不可重复）",
    en: "Choose the flash SKUs (at most 50, no duplicates)",
  },
  // Group buy (schemas/groupbuy.ts)
  "v.groupNumber": { zh: "成团人数为2-50人", en: "The group size must be 2-50 buyers" },
  "v.groupValidMinutes": {
    zh: "成团有效期为1-10080分钟",
    en: "An open group may wait 1-10,080 minutes",
  },
  "v.groupPrice": { zh: "拼团价须为正整数（分）", en: "The group price must be a positive whole number of fen" },
  "v.groupSkus": {
    zh: "请选择参与拼团的规格（最多50个，不可重复）",
    en: "Choose the group SKUs (at most 50, no duplicates)",
  },
  // Freight templates and order messages (schemas/freight.ts, ADR 0042)
  "v.freightName": { zh: "模板名称为1-30个字符", en: "The template name must be 1-30 characters" },
  "v.freightUnit": { zh: "件数须为1-9999的整数", en: "Item counts must be whole numbers from 1 to 9,999" },
  "v.freightWeight": {
    zh: "重量须为0.001-9999千克，精确到克（最多3位小数）",
    en: "Weights must be 0.001-9,999 kg, to the gram (at most 3 decimals)",
  },
  "v.freightChargeType": { zh: "计费方式须为按件数或按重量", en: "Charge by item count or by weight" },
  "v.freightFee": {
    zh: "运费须为0-100000元之间的整数（分）",
    en: "Freight must be a whole number of fen from 0 to ¥100,000",
  },
  "v.freightRegions": {
    zh: "地区须为有效的行政区划代码（每项最多500个，不可重复）",
    en: "Regions must be valid division codes (at most 500 each, no duplicates)",
  },
  "v.freightRules": { zh: "地区运费最多50条", en: "At most 50 regional freight rules" },
  "v.orderFields": {
    zh: "留言项最多5个，名称为1-30个字符且不可重复",
    en: "At most 5 message fields, each named in 1-30 characters, no duplicates",
  },
  "v.remarksPoints": { zh: "订单备注最多100个字符", en: "The order note can be at most 100 characters" },
  "v.orderFieldValue": {
    zh: "留言最多50个字符，且不能全为空格",
    en: "A message field can be at most 50 characters and cannot be all spaces",
  },
  // seller center products
  "v.skuWeight": {
    zh: "重量须为0-1000000之间的整数（克）",
    en: "The weight must be a whole number of grams from 0 to 1,000,000",
  },
  "v.skuCode": {
    zh: "规格编码最多40个字符，只能用字母、数字、-、_、.",
    en: "A SKU code has at most 40 letters, digits, '-', '_' or '.'",
  },
  "v.shopCategory": { zh: "请选择本店的商品分组", en: "Choose one of the shop's product groups" },
  "v.productSort": { zh: "不支持的排序方式", en: "Unknown sort order" },
  "v.stockFilter": { zh: "不支持的库存筛选", en: "Unknown stock filter" },
  // Seller-center reports (schemas/shop-reports.ts)
  "v.reportRange": {
    zh: "请选择起止日期（yyyy-MM-dd），开始不晚于结束，最长366天",
    en: "Choose a start and end day (yyyy-MM-dd), the start not after the end, at most 366 days",
  },
  // The seller center's promotion lists (schemas/marketing.ts)
  "v.promotionState": {
    zh: "活动状态为未开始、进行中或已结束",
    en: "The state must be upcoming, running or ended",
  },
  // Platform console — stores (schemas/platform-stores.ts)
  "v.shopStatusReason": {
    zh: "请输入原因（1-200个字符），店主会在商家中心看到",
    en: "Please enter the reason (1-200 characters); the shop owner sees it in the seller center",
  },
  "v.shopStatusFilter": { zh: "不支持的店铺状态筛选", en: "Unknown shop status filter" },
  // Platform console: catalog (schemas/platform-catalog.ts)
  "v.categoryNameZh": {
    zh: "中文名称为1-20个字符，不能包含 < 或 >",
    en: "The Chinese name has 1-20 characters, no < or >",
  },
  "v.categoryNameEn": {
    zh: "英文名称为1-40个字符，不能包含 < 或 >",
    en: "The English name has 1-40 characters, no < or >",
  },
  "v.catalogSeq": { zh: "排序为0-9999之间的整数", en: "The order is a whole number from 0 to 9999" },
  "v.catalogStatus": { zh: "状态须为启用或停用", en: "The status is enabled or disabled" },
  "v.commissionRate": {
    zh: "佣金比例须为0.00%-100.00%，最多两位小数",
    en: "The commission is 0.00%-100.00%, at most two decimals",
  },
  "v.brandName": { zh: "品牌名称为1-30个字符，不能包含 < 或 >", en: "The brand name has 1-30 characters, no < or >" },
  "v.brandNameEn": {
    zh: "英文名称最多60个字符，不能包含 < 或 >",
    en: "The English name has at most 60 characters, no < or >",
  },
  "v.firstLetter": { zh: "首字母须为A-Z中的一个字母或#", en: "The first letter is one letter A-Z, or #" },
  "v.brandCategories": { zh: "请选择有效的分类（最多50个）", en: "Choose valid categories (at most 50)" },
  "v.takedownReason": {
    zh: "请填写下架原因（1-200个字符，不能包含 < 或 >）",
    en: "Please state the reason (1-200 characters, no < or >)",
  },
  "v.categoryParent": { zh: "请选择有效的上级分类", en: "Choose a valid parent category" },
  // Platform console — marketing (schemas/platform-marketing.ts)
  "v.giftCardBatch": { zh: "批次号格式不正确", en: "Not a valid batch number" },
  "v.giftCardNoSearch": { zh: "卡号只能包含数字，最多16位", en: "A card number has digits only, at most 16" },
  "v.giftCardStatus": { zh: "卡状态为未绑定、已绑定或已作废", en: "The status must be unbound, bound or voided" },
  "v.platformReason": { zh: "请填写原因（2-200字）", en: "Please give a reason (2 to 200 characters)" },
  "v.flashSessionWhen": { zh: "场次筛选为进行中或已结束", en: "Show live or ended sessions" },
  // ---- platform console: members
  "v.memberKeyword": {
    zh: "搜索内容最多50个字符",
    en: "Search for at most 50 characters",
  },
  "v.memberStatus": { zh: "请选择启用或禁用", en: "Choose enabled or disabled" },
  "v.memberStatusReason": {
    zh: "请填写原因（2-200个字符）",
    en: "Please give the reason (2-200 characters)",
  },
  // Platform console: content (schemas/platform-content.ts)
  "v.contentSwitch": { zh: "请选择开启或关闭", en: "Choose on or off" },
  "v.contentStatus": { zh: "状态无效", en: "Invalid status" },
  "v.noticeTitle": {
    zh: "请填写公告标题（中文最多50字，英文最多120字）",
    en: "Enter the notice title (at most 50 characters in Chinese, 120 in English)",
  },
  "v.noticeContent": { zh: "请填写公告内容", en: "Enter the notice content" },
  "v.noticeTime": { zh: "请选择有效的发布时间", en: "Choose a valid publish time" },
  "v.noticeWindow": { zh: "下线时间须晚于发布时间", en: "The end must be after the publish time" },
  "v.hotSearchTitle": {
    zh: "请填写热搜词（中文最多20字，英文最多40字）",
    en: "Enter the hot word (at most 20 characters in Chinese, 40 in English)",
  },
  "v.hotSearchContent": { zh: "搜索关键词过长", en: "The search keyword is too long" },
  "v.hotSearchSeq": { zh: "排序为0-9999的整数", en: "The order must be a whole number from 0 to 9999" },
  "v.hotSearchOrder": { zh: "请提供热搜词的新顺序", en: "Send the hot words in their new order" },
  "v.siteTitle": {
    zh: "请填写网站标题（中文最多60字，英文最多120字）",
    en: "Enter the site title (at most 60 characters in Chinese, 120 in English)",
  },
  "v.siteRequired": { zh: "此项为必填项，且不能过长", en: "This field is required and must not be too long" },
  "v.siteText": { zh: "内容过长，请精简", en: "This text is too long" },
  "v.termsTitle": {
    zh: "请填写标题（中文最多60字，英文最多120字）",
    en: "Enter the title (at most 60 characters in Chinese, 120 in English)",
  },
  "v.termsContent": { zh: "请填写正文", en: "Enter the text" },
  // Decoration editor (schemas/decoration-editor.ts)
  "v.decoId": { zh: "请选择有效的对象", en: "Choose a valid item" },
  "v.decoTitle": {
    zh: "请填写中英文标题（中文最多20字，英文最多50个字符，不能含 < >）",
    en: "Enter the title in Chinese and English (at most 20 Chinese, 50 English characters, no < or >)",
  },
  "v.decoSubTitle": {
    zh: "副标题中英文需同时填写或同时留空（中文最多40字，英文最多100个字符）",
    en: "Fill the subtitle in both languages or neither (at most 40 Chinese, 100 English characters)",
  },
  "v.decoShortText": {
    zh: "请填写中英文名称（中文最多8字，英文最多24个字符）",
    en: "Enter the name in Chinese and English (at most 8 Chinese, 24 English characters)",
  },
  "v.decoPic": { zh: "请上传图片", en: "Please upload a picture" },
  "v.decoColor": { zh: "颜色格式为 #RRGGBB", en: "A colour looks like #RRGGBB" },
  "v.decoLink": {
    zh: "链接无效：请选择商品、分类、店铺、微页面，或填写以 / 开头的站内路径、http(s) 网址",
    en: "Invalid link: choose a product, category, store or micro page, or enter a path starting with / or an http(s) URL",
  },
  "v.decoDuplicate": { zh: "不能重复选择同一项", en: "The same item is chosen twice" },
  "v.decoNavList": { zh: "导航最多10项", en: "At most 10 navigation items" },
  "v.decoFlag": { zh: "请选择显示或隐藏", en: "Choose show or hide" },
  "v.decoCarouselHeight": { zh: "轮播高度为100-800像素", en: "The carousel is 100 to 800 px high" },
  "v.decoInterval": { zh: "轮播间隔为1000-60000毫秒", en: "Slides change every 1,000 to 60,000 ms" },
  "v.decoPictures": { zh: "请上传1-10张图片", en: "Upload 1 to 10 pictures" },
  "v.decoSpacing": { zh: "间距高度为0-400像素", en: "The spacing is 0 to 400 px" },
  "v.decoListType": { zh: "每行商品数为3-6个", en: "3 to 6 products per row" },
  "v.decoProducts": { zh: "请选择商品（数量见模块提示）", en: "Choose the products (see the block's limit)" },
  "v.decoProductsOptional": { zh: "最多选择5件商品", en: "Choose at most 5 products" },
  "v.decoHotspot": {
    zh: "热区须在图片范围内（位置和大小为图片的百分比）",
    en: "A hotspot must lie inside the picture (position and size in % of it)",
  },
  "v.decoPicSize": { zh: "图片尺寸为1-4000像素", en: "The picture size is 1 to 4,000 px" },
  "v.decoHotspots": { zh: "请添加1-20个热区", en: "Add 1 to 20 hotspots" },
  "v.decoShops": { zh: "请选择1-12个店铺", en: "Choose 1 to 12 stores" },
  "v.decoEndTime": { zh: "结束时间格式为 yyyy-MM-dd HH:mm:ss", en: "The end time looks like yyyy-MM-dd HH:mm:ss" },
  "v.decoSession": { zh: "请选择秒杀场次", en: "Choose a flash-sale session" },
  "v.decoCoupons": { zh: "最多选择5张优惠券", en: "Choose at most 5 coupons" },
  "v.decoColumns": { zh: "请设置1-2栏", en: "Set 1 or 2 columns" },
  "v.decoTiles": { zh: "请添加1-8个分类卡片", en: "Add 1 to 8 tiles" },
  "v.decoTabs": { zh: "请添加1-5个榜单", en: "Add 1 to 5 tabs" },
  "v.decoBlockKey": { zh: "模块标识无效", en: "Invalid block key" },
  "v.decoBlockType": { zh: "未知的模块类型", en: "Unknown block type" },
  "v.decoBlocks": { zh: "页面最多50个模块", en: "A page has at most 50 blocks" },
  "v.decoOneHeader": { zh: "页面最多一个店铺招牌", en: "A page has at most one decorated header" },
  "v.decoPageName": {
    zh: "请填写页面名称（1-30个字符，不能含 < >）",
    en: "Enter the page name (1 to 30 characters, no < or >)",
  },
  "v.decoPageKind": { zh: "页面类型为首页或微页面", en: "The page is a home page or a micro page" },
  "v.decoRevision": { zh: "草稿版本号无效，请刷新页面", en: "Invalid draft revision, please reload the page" },
  "v.decoPreviewToken": { zh: "预览链接无效", en: "Invalid preview link" },
} as const;
export type ValidationKey = keyof typeof VALIDATION_TEXTS;

export function validationText(key: string): { zh: string; en: string } | undefined {
  return (VALIDATION_TEXTS as Record<string, { zh: string; en: string }>)[key];
}

/** Phone: 11 digits starting with 1 (spec part 5). */
export const phoneSchema = z
  .string({ error: "v.phone" })
  .trim()
  .regex(/^1\d{10}$/, { error: "v.phone" });
/**
 * Integers only: a JSON number, or a string of decimal digits (query strings and paths
 * carry strings). Anything else — true, [2], {}, "1e3", "0x10" — becomes NaN, which the number
 * schema after it refuses with its own message; z.coerce alone would read true as 1 and [2] as 2.
 */
export function integerInput(v: unknown): unknown {
  if (v === undefined || typeof v === "number") return v;
  if (typeof v === "string" && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  // An empty query parameter (`?parentId=`) reads as 0, as it did before: "top level" for ids that allow 0, refused otherwise.
  if (typeof v === "string" && v.trim() === "") return 0;
  return Number.NaN;
}

/** Integers in a JSON body: only a JSON number ("2" is refused too: a body is typed). */
export function jsonInteger(v: unknown): unknown {
  return v === undefined || typeof v === "number" ? v : Number.NaN;
}

/** A positive integer id in a query string or body. */
export const idSchema = z.preprocess(
  integerInput,
  z.coerce
    .number({ error: "v.positiveInt" })
    .int({ error: "v.positiveInt" })
    .min(1, { error: "v.positiveInt" })
    .max(2_147_483_647, { error: "v.positiveInt" }),
);
/** An id that may be 0 (0 = the platform, or "top level"), in a query string or path. */
export const idOrZeroSchema = z.preprocess(
  integerInput,
  z.coerce
    .number({ error: "v.nonNegativeInt" })
    .int({ error: "v.nonNegativeInt" })
    .min(0, { error: "v.nonNegativeInt" })
    .max(2_147_483_647, { error: "v.nonNegativeInt" }),
);
