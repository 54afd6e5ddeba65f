#!/usr/bin/env node
// Builds the sample contracts and forms offered on /contracts (data/contracts.json)
// into static/downloads/: Persian documents as DOCX (a ZIP written by hand with
// method "store"), English translations as minimal PDF 1.4 files (Helvetica).
// Company facts and contract terms come from data/company.json and data/terms.json,
// so re-running this script after changing them keeps the downloads consistent.
// Output is deterministic (timestamps are taken from data/contracts.json).
//
//   node scripts/make-sample-files.mjs

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (p) => JSON.parse(readFileSync(join(root, p), 'utf8'));
const company = readJson('data/company.json');
const terms = readJson('data/terms.json');
const contracts = readJson('data/contracts.json');
const outDir = join(root, 'static', 'downloads');

// ---------------------------------------------------------------- formatting
const faDigits = (v) => String(v).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]).replace(/\./g, '٫');
const phoneFa = (p) => faDigits(p.replace(/^\+98(\d{2})(\d+)$/, '0$1-$2'));
const phoneEn = (p) => p.replace(/^\+98(\d{2})(\d{4})(\d+)$/, '+98 $1 $2 $3');

const F = {
  fa: {
    name: company.name.fa,
    regNo: faDigits(company.registrationNumber),
    nationalId: faDigits(company.nationalId),
    seoNo: faDigits(company.seoRegistrationNumber),
    licenceTo: faDigits(company.licences.portfolioManagementValidToJalaliYear),
    offeringSince: faDigits(company.licences.offeringAndAdmissionSinceJalaliYear),
    address: company.contact.address.fa,
    postalCode: faDigits(company.contact.postalCode),
    phone: phoneFa(company.contact.phones[0]),
    email: company.contact.email,
    minCapital: `${faDigits(terms.minimumCapitalBillionRials)} میلیارد ریال`,
    months: faDigits(terms.contractTermMonths),
    mgmt: faDigits(terms.managementFeePercent),
    perf: faDigits(terms.performanceFeePercent),
    hurdle: faDigits(terms.hurdlePercent),
  },
  en: {
    name: company.name.en,
    regNo: company.registrationNumber,
    nationalId: company.nationalId,
    seoNo: company.seoRegistrationNumber,
    licenceTo: String(company.licences.portfolioManagementValidToJalaliYear),
    offeringSince: String(company.licences.offeringAndAdmissionSinceJalaliYear),
    address: company.contact.address.en,
    postalCode: company.contact.postalCode,
    phone: phoneEn(company.contact.phones[0]),
    email: company.contact.email,
    minCapital: `${terms.minimumCapitalBillionRials} billion rials`,
    months: String(terms.contractTermMonths),
    mgmt: String(terms.managementFeePercent),
    perf: String(terms.performanceFeePercent),
    hurdle: String(terms.hurdlePercent),
  },
};

// ---------------------------------------------------------------- documents
// Block types: title, subtitle, h (heading), p (paragraph), li (bullet), opt (form option, DOCX only),
// table {rows, header}, sig {cols: [[line, ...], ...]}.
const BLANK = '....................';

function dedicatedFa() {
  const f = F.fa;
  return [
    { t: 'title', text: 'قرارداد سبدگردانی اختصاصی' },
    { t: 'subtitle', text: 'نمونهٔ قرارداد — نسخهٔ نهایی هر سرمایه‌گذار در سامانهٔ مدیریت قراردادها صادر و به صورت الکترونیکی امضا می‌شود.' },
    { t: 'p', text: `شمارهٔ قرارداد: ${BLANK}          تاریخ: ${BLANK}` },
    { t: 'p', text: 'این قرارداد به استناد مادهٔ ۱۰ قانون مدنی، قانون بازار اوراق بهادار جمهوری اسلامی ایران مصوب ۱۳۸۴ و دستورالعمل‌های سازمان بورس و اوراق بهادار دربارهٔ فعالیت سبدگردان، میان طرفین زیر منعقد می‌شود و برای آنان لازم‌الاجرا است.' },
    { t: 'h', text: 'مادهٔ ۱ – طرفین قرارداد' },
    { t: 'p', text: `۱-۱. سبدگردان: ${f.name} به شمارهٔ ثبت ${f.regNo}، شناسهٔ ملی ${f.nationalId} و شمارهٔ ثبت ${f.seoNo} نزد سازمان بورس و اوراق بهادار، دارای مجوز سبدگردانی معتبر تا سال ${f.licenceTo}، به نشانی ${f.address}، کد پستی ${f.postalCode}، تلفن ${f.phone}، که در این قرارداد «سبدگردان» نامیده می‌شود.` },
    { t: 'p', text: `۱-۲. سرمایه‌گذار: آقای / خانم / شرکت ${BLANK} به کد ملی / شناسهٔ ملی ${BLANK}، کد سجام ${BLANK}، به نشانی ${BLANK}${BLANK} و تلفن همراه ${BLANK}، که در این قرارداد «سرمایه‌گذار» نامیده می‌شود.` },
    { t: 'h', text: 'مادهٔ ۲ – تعاریف' },
    { t: 'li', text: 'سبد: مجموعهٔ اوراق بهادار و وجوه نقد متعلق به سرمایه‌گذار که مدیریت آن به موجب این قرارداد به سبدگردان سپرده می‌شود.' },
    { t: 'li', text: 'کد سبد: کد معاملاتی مستقلی که معاملات سبد تحت آن انجام و ثبت می‌شود.' },
    { t: 'li', text: 'حساب بانکی سبد: حساب بانکی به نام سرمایه‌گذار که برای نگهداری وجوه نقد سبد افتتاح می‌شود و برداشت از آن تنها برای تسویهٔ معاملات سبد، پرداخت کارمزدهای این قرارداد یا واریز به حساب‌های بانکی سرمایه‌گذار مجاز است.' },
    { t: 'li', text: 'بازده آستانه: بازده سالانه‌ای که کارمزد عملکرد تنها به مازاد بازده سبد بر آن تعلق می‌گیرد.' },
    { t: 'li', text: 'سامانهٔ گزارش‌دهی: سامانهٔ برخط سبدگردان برای ارائهٔ اطلاعات سبد، گزارش‌ها و دریافت درخواست‌های سرمایه‌گذار.' },
    { t: 'h', text: 'مادهٔ ۳ – موضوع قرارداد' },
    { t: 'p', text: 'موضوع قرارداد عبارت است از مدیریت سبد سرمایه‌گذار توسط سبدگردان، شامل خرید و فروش اوراق بهادار پذیرفته‌شده در بورس اوراق بهادار تهران و فرابورس ایران، واحدهای صندوق‌های سرمایه‌گذاری و اوراق بهادار با درآمد ثابت، به وکالت از سرمایه‌گذار و در چارچوب سطح ریسک، ترکیب هدف دارایی‌ها و محدودیت‌های مندرج در پیوست شمارهٔ ۱ این قرارداد.' },
    { t: 'h', text: 'مادهٔ ۴ – مدت قرارداد' },
    { t: 'p', text: `مدت قرارداد ${f.months} ماه شمسی از تاریخ واریز نخستین وجه یا انتقال نخستین اوراق بهادار به سبد است. تمدید قرارداد با توافق کتبی طرفین و از طریق سامانهٔ مدیریت قراردادها انجام می‌شود.` },
    { t: 'h', text: 'مادهٔ ۵ – ارزش سبد و تغییرات آن' },
    { t: 'p', text: `۵-۱. ارزش اولیهٔ سبد ${BLANK} ریال است که نباید کمتر از ${f.minCapital} باشد.` },
    { t: 'p', text: '۵-۲. اوراق بهادار انتقالی به سبد با قیمت پایانی روز انتقال ارزش‌گذاری می‌شوند.' },
    { t: 'p', text: `۵-۳. سرمایه‌گذار می‌تواند در طول مدت قرارداد وجه نقد یا اوراق بهادار به سبد اضافه کند یا با اعلام کتبی از طریق سامانهٔ گزارش‌دهی، بخشی از دارایی سبد را برداشت کند. سبدگردان درخواست برداشت را حداکثر ظرف ۵ روز کاری و با رعایت محدودیت‌های نقدشوندگی بازار اجرا می‌کند. درخواست برداشتی که ارزش سبد را به کمتر از ${f.minCapital} برساند، درخواست خاتمهٔ قرارداد تلقی می‌شود.` },
    { t: 'h', text: 'مادهٔ ۶ – کارمزدها' },
    { t: 'p', text: `۶-۱. کارمزد مدیریت: سالانه ${f.mgmt} درصد میانگین ارزش روزانهٔ سبد که به صورت روزشمار محاسبه و در پایان هر فصل از حساب بانکی سبد برداشت می‌شود.` },
    { t: 'p', text: `۶-۲. کارمزد عملکرد: ${f.perf} درصد مازاد بازده سالانهٔ سبد (پس از کسر کارمزد مدیریت) بر بازده آستانهٔ ${f.hurdle} درصد، که در پایان هر سال قرارداد یا هنگام تسویهٔ سبد محاسبه می‌شود. اگر بازده سبد کمتر از بازده آستانه باشد، کارمزد عملکرد تعلق نمی‌گیرد. برای دوره‌های کوتاه‌تر از یک سال، بازده آستانه به نسبت روزهای دوره محاسبه می‌شود.` },
    { t: 'p', text: '۶-۳. کارمزد معاملات، مالیات نقل و انتقال و سایر هزینه‌های قانونی معاملات بر عهدهٔ سبد است. سبدگردان جز کارمزدهای این ماده هیچ وجه دیگری از سرمایه‌گذار یا از محل سبد دریافت نمی‌کند.' },
    { t: 'h', text: 'مادهٔ ۷ – تعهدات سبدگردان' },
    { t: 'li', text: 'مدیریت سبد با رعایت حداکثر دقت و مراقبت حرفه‌ای، صرفاً در جهت منافع سرمایه‌گذار و مطابق قوانین و مقررات بازار سرمایه.' },
    { t: 'li', text: 'انجام معاملات سبد تنها تحت کد سبد و نگهداری وجوه نقد تنها در حساب بانکی سبد، بدون اختلاط دارایی سبد با دارایی‌های سبدگردان یا سایر سبدها.' },
    { t: 'li', text: 'رعایت سطح ریسک، ترکیب هدف و محدودیت‌های پیوست شمارهٔ ۱ و اطلاع فوری به سرمایه‌گذار در صورت خروج از این حدود بر اثر تغییر قیمت‌ها، همراه با برنامهٔ بازگشت به آن.' },
    { t: 'li', text: 'شناسایی، کنترل و افشای موارد تضاد منافع مطابق دستورالعمل‌های سازمان بورس و اوراق بهادار و سیاست مدیریت تضاد منافع سبدگردان.' },
    { t: 'li', text: 'حفظ محرمانگی اطلاعات سرمایه‌گذار، مگر در مواردی که قانون یا مراجع نظارتی افشای آن را الزامی کند.' },
    { t: 'li', text: 'سبدگردان هیچ‌گونه تعهدی نسبت به تضمین سود یا جبران زیان سبد ندارد.' },
    { t: 'h', text: 'مادهٔ ۸ – تعهدات سرمایه‌گذار' },
    { t: 'li', text: 'ارائهٔ اطلاعات صحیح و کامل در سامانه جامع اطلاعات مشتریان (سجام) و فرم ارزیابی ریسک و اعلام هرگونه تغییر در آن‌ها.' },
    { t: 'li', text: 'خودداری از انجام معامله بر روی کد سبد و از دخالت در تصمیم‌های سرمایه‌گذاری در حدود اختیارات سبدگردان. سرمایه‌گذار می‌تواند محدودیت‌های جدید را کتباً اعلام کند که پس از ثبت در پیوست قرارداد لازم‌الاجرا است.' },
    { t: 'li', text: 'پرداخت کارمزدهای مادهٔ ۶ این قرارداد.' },
    { t: 'li', text: 'سرمایه‌گذار اقرار می‌کند که از ریسک‌های سرمایه‌گذاری در اوراق بهادار، از جمله احتمال کاهش ارزش سبد، آگاه است.' },
    { t: 'h', text: 'مادهٔ ۹ – گزارش‌دهی' },
    { t: 'p', text: 'سبدگردان دسترسی برخط و شبانه‌روزی به سامانهٔ گزارش‌دهی، گزارش ماهانهٔ عملکرد شامل بازده وزنی زمانی و بازده وزنی پولی سبد در مقایسه با بازده شاخص کل بورس، صورت‌حساب فصلی کارمزدها و گزارش سالانهٔ عملکرد را در اختیار سرمایه‌گذار قرار می‌دهد.' },
    { t: 'h', text: 'مادهٔ ۱۰ – فسخ و خاتمه' },
    { t: 'p', text: '۱۰-۱. هر یک از طرفین می‌تواند با اعلام کتبی دست‌کم ۳۰ روز پیش‌تر، قرارداد را فسخ کند.' },
    { t: 'p', text: '۱۰-۲. در صورت لغو یا تعلیق مجوز سبدگردان، تخلف اساسی هر یک از طرفین از تعهدات خود یا فوت، حجر یا ورشکستگی سرمایه‌گذار، قرارداد به ترتیب مقرر در قوانین و دستورالعمل‌های سازمان بورس و اوراق بهادار خاتمه می‌یابد.' },
    { t: 'p', text: '۱۰-۳. پس از خاتمه، سبدگردان از انجام معاملهٔ جدید بر روی سبد خودداری می‌کند، کارمزدها را تا تاریخ خاتمه محاسبه می‌کند، اوراق بهادار سبد را به درخواست سرمایه‌گذار به فروش می‌رساند یا به کارگزار مورد نظر او منتقل می‌کند و ظرف ۵ روز کاری مانده وجوه نقد را به حساب بانکی سرمایه‌گذار واریز و گزارش تسویهٔ نهایی را ارائه می‌کند.' },
    { t: 'h', text: 'مادهٔ ۱۱ – قوهٔ قاهره' },
    { t: 'p', text: 'در صورت بروز حوادث خارج از اراده و کنترل طرفین، از جمله توقف یا تعطیلی بازار به تصمیم مراجع ذی‌صلاح، اجرای تعهدات متأثر از آن تا رفع مانع معلق می‌شود.' },
    { t: 'h', text: 'مادهٔ ۱۲ – حل اختلاف' },
    { t: 'p', text: 'اختلافات ناشی از این قرارداد ابتدا از طریق مذاکره حل‌وفصل می‌شود و در صورت عدم توافق، مطابق مادهٔ ۳۶ قانون بازار اوراق بهادار، در صورت عدم سازش در کانون ذی‌ربط، توسط هیئت داوری موضوع مادهٔ ۳۷ همان قانون رسیدگی می‌شود.' },
    { t: 'h', text: 'مادهٔ ۱۳ – نشانی و ابلاغ' },
    { t: 'p', text: 'نشانی، تلفن همراه و ایمیل طرفین همان است که در مادهٔ ۱ آمده یا در سجام ثبت شده است. اطلاعیه‌هایی که از طریق سامانهٔ گزارش‌دهی یا به این نشانی‌ها ارسال شود ابلاغ‌شده محسوب می‌شود.' },
    { t: 'h', text: 'مادهٔ ۱۴ – نسخ قرارداد' },
    { t: 'p', text: 'این قرارداد در ۱۴ ماده و یک پیوست تنظیم شده و به صورت الکترونیکی و مطابق قانون تجارت الکترونیکی امضا می‌شود؛ نسخهٔ الکترونیکی آن برای طرفین اعتبار یکسان دارد.' },
    { t: 'h', text: 'پیوست شمارهٔ ۱ – سطح ریسک و سیاست سرمایه‌گذاری' },
    { t: 'table', header: true, rows: [
      ['عنوان', 'مقدار توافق‌شده'],
      ['سطح ریسک سبد', '☐ کم‌ریسک   ☐ ریسک متوسط   ☐ ریسک‌پذیر'],
      ['حداکثر وزن سهام در سبد', `${BLANK} درصد`],
      ['حداقل وزن اوراق با درآمد ثابت', `${BLANK} درصد`],
      ['حداکثر وزن هر سهم', `${BLANK} درصد`],
      ['حداکثر وزن هر صنعت', `${BLANK} درصد`],
      ['محدودیت‌های خاص سرمایه‌گذار', BLANK],
    ] },
    { t: 'h', text: 'امضای طرفین' },
    { t: 'sig', cols: [
      ['سبدگردان', f.name, 'نام و سمت صاحبان امضای مجاز:', BLANK, 'مهر و امضا:'],
      ['سرمایه‌گذار', 'نام و نام خانوادگی / نام شرکت:', BLANK, 'امضا (و مهر برای اشخاص حقوقی):', ''],
    ] },
  ];
}

function dedicatedEn() {
  const f = F.en;
  return [
    { t: 'title', text: 'Dedicated Portfolio Management Contract' },
    { t: 'subtitle', text: 'Sample - English translation for information only; the Persian text prevails. Each investor\'s final contract is issued in the contract management system and signed electronically.' },
    { t: 'p', text: `Contract no.: ${BLANK}     Date: ${BLANK}` },
    { t: 'p', text: 'This contract is made under Article 10 of the Civil Code, the Securities Market Law of the Islamic Republic of Iran (2005) and the instructions of the Securities and Exchange Organization (SEO) on the activities of portfolio managers, between the parties below, and is binding on them.' },
    { t: 'h', text: 'Article 1 - Parties' },
    { t: 'p', text: `1.1 Portfolio manager: ${f.name}, registration no. ${f.regNo}, national ID ${f.nationalId}, SEO registration no. ${f.seoNo}, holder of a portfolio management licence valid until ${f.licenceTo} (Persian calendar), of ${f.address}, postal code ${f.postalCode}, telephone ${f.phone}, referred to as the "Portfolio Manager".` },
    { t: 'p', text: `1.2 Investor: Mr / Ms / Company ${BLANK}, national code / national ID ${BLANK}, Sejam code ${BLANK}, of ${BLANK}${BLANK}, mobile ${BLANK}, referred to as the "Investor".` },
    { t: 'h', text: 'Article 2 - Definitions' },
    { t: 'li', text: 'Portfolio: the securities and cash belonging to the Investor whose management is entrusted to the Portfolio Manager under this contract.' },
    { t: 'li', text: 'Portfolio code: the separate trading code under which the Portfolio\'s trades are executed and recorded.' },
    { t: 'li', text: 'Portfolio bank account: a bank account in the Investor\'s name opened to hold the Portfolio\'s cash; payments from it are permitted only to settle Portfolio trades, to pay the fees under this contract or to the Investor\'s own bank accounts.' },
    { t: 'li', text: 'Hurdle return: the annual return above which the Portfolio\'s excess return attracts the performance fee.' },
    { t: 'li', text: 'Reporting system: the Portfolio Manager\'s online system for providing Portfolio information and reports and receiving the Investor\'s requests.' },
    { t: 'h', text: 'Article 3 - Subject' },
    { t: 'p', text: 'The subject of this contract is the management of the Investor\'s Portfolio by the Portfolio Manager, including buying and selling securities admitted to the Tehran Stock Exchange and Iran Fara Bourse, units of investment funds and fixed-income securities, as the Investor\'s agent and within the risk level, target asset mix and restrictions set out in Annex 1.' },
    { t: 'h', text: 'Article 4 - Term' },
    { t: 'p', text: `The term of this contract is ${f.months} Persian calendar months from the date of the first deposit of cash or transfer of securities to the Portfolio. The contract may be renewed by written agreement of the parties through the contract management system.` },
    { t: 'h', text: 'Article 5 - Portfolio value and changes' },
    { t: 'p', text: `5.1 The initial value of the Portfolio is ${BLANK} rials, which may not be less than ${f.minCapital}.` },
    { t: 'p', text: '5.2 Securities transferred to the Portfolio are valued at their closing price on the day of transfer.' },
    { t: 'p', text: `5.3 During the term the Investor may add cash or securities to the Portfolio, or withdraw part of its assets by written request through the reporting system. The Portfolio Manager executes a withdrawal request within 5 working days, subject to market liquidity. A withdrawal request that would reduce the Portfolio's value below ${f.minCapital} is treated as a request to terminate the contract.` },
    { t: 'h', text: 'Article 6 - Fees' },
    { t: 'p', text: `6.1 Management fee: ${f.mgmt}% a year of the Portfolio's average daily value, accrued daily and deducted from the Portfolio bank account at the end of each quarter.` },
    { t: 'p', text: `6.2 Performance fee: ${f.perf}% of the Portfolio's annual return (after the management fee) in excess of a hurdle return of ${f.hurdle}%, calculated at the end of each contract year or on settlement of the Portfolio. No performance fee is charged if the Portfolio's return is below the hurdle. For periods shorter than one year the hurdle is pro-rated by the number of days.` },
    { t: 'p', text: '6.3 Brokerage commissions, transfer tax and other statutory trading costs are borne by the Portfolio. Apart from the fees in this article, the Portfolio Manager receives no other payment from the Investor or from the Portfolio.' },
    { t: 'h', text: 'Article 7 - Obligations of the Portfolio Manager' },
    { t: 'li', text: 'To manage the Portfolio with the utmost professional care, solely in the Investor\'s interest and in accordance with capital market laws and regulations.' },
    { t: 'li', text: 'To trade only under the Portfolio code and hold cash only in the Portfolio bank account, without commingling Portfolio assets with its own assets or those of other portfolios.' },
    { t: 'li', text: 'To observe the risk level, target mix and restrictions of Annex 1, and to inform the Investor promptly, with a plan to return within them, if price movements take the Portfolio outside these limits.' },
    { t: 'li', text: 'To identify, control and disclose conflicts of interest in accordance with the SEO\'s instructions and the Portfolio Manager\'s conflict-of-interest policy.' },
    { t: 'li', text: 'To keep the Investor\'s information confidential, except where disclosure is required by law or by regulators.' },
    { t: 'li', text: 'The Portfolio Manager gives no guarantee of profit and no undertaking to compensate any loss of the Portfolio.' },
    { t: 'h', text: 'Article 8 - Obligations of the Investor' },
    { t: 'li', text: 'To provide correct and complete information in the national comprehensive customer information system (Sejam) and the risk assessment form, and to report any change.' },
    { t: 'li', text: 'Not to trade on the Portfolio code or interfere in investment decisions within the Portfolio Manager\'s authority. The Investor may give new restrictions in writing, which become binding once recorded in the annex to the contract.' },
    { t: 'li', text: 'To pay the fees under Article 6.' },
    { t: 'li', text: 'The Investor acknowledges being aware of the risks of investing in securities, including the possibility that the Portfolio loses value.' },
    { t: 'h', text: 'Article 9 - Reporting' },
    { t: 'p', text: 'The Portfolio Manager provides the Investor with round-the-clock online access to the reporting system, a monthly performance report including the Portfolio\'s time-weighted and money-weighted returns compared with the TSE main index yield, a quarterly fee statement and an annual performance report.' },
    { t: 'h', text: 'Article 10 - Termination' },
    { t: 'p', text: '10.1 Either party may terminate the contract by at least 30 days\' written notice.' },
    { t: 'p', text: '10.2 The contract ends, in the manner laid down by law and the SEO\'s instructions, if the Portfolio Manager\'s licence is revoked or suspended, if either party materially breaches its obligations, or on the death, legal incapacity or bankruptcy of the Investor.' },
    { t: 'p', text: '10.3 On termination the Portfolio Manager makes no new trades for the Portfolio, calculates fees up to the termination date, sells the Portfolio\'s securities or transfers them to a broker of the Investor\'s choice as the Investor requests, pays the remaining cash into the Investor\'s bank account within 5 working days and delivers a final settlement report.' },
    { t: 'h', text: 'Article 11 - Force majeure' },
    { t: 'p', text: 'If events beyond the control of the parties occur, including a suspension or closure of the market by the competent authorities, the obligations affected are suspended until the impediment is removed.' },
    { t: 'h', text: 'Article 12 - Dispute resolution' },
    { t: 'p', text: 'Disputes arising from this contract are first settled by negotiation; failing agreement, under Article 36 of the Securities Market Law, they are heard by the arbitration board referred to in Article 37 of that law if they are not resolved by conciliation in the relevant association.' },
    { t: 'h', text: 'Article 13 - Addresses and notices' },
    { t: 'p', text: 'The parties\' addresses, mobile numbers and emails are those given in Article 1 or registered in Sejam. Notices sent through the reporting system or to these addresses are deemed to have been served.' },
    { t: 'h', text: 'Article 14 - Counterparts' },
    { t: 'p', text: 'This contract consists of 14 articles and one annex and is signed electronically in accordance with the Electronic Commerce Law; its electronic copy has equal validity for both parties.' },
    { t: 'h', text: 'Annex 1 - Risk level and investment policy' },
    { t: 'table', header: true, rows: [
      ['Item', 'Agreed value'],
      ['Portfolio risk level', '[ ] Low   [ ] Medium   [ ] High'],
      ['Maximum equity weight', `${BLANK} %`],
      ['Minimum fixed-income weight', `${BLANK} %`],
      ['Maximum weight of a single share', `${BLANK} %`],
      ['Maximum weight of a single industry', `${BLANK} %`],
      ['Investor\'s specific restrictions', BLANK],
    ] },
    { t: 'h', text: 'Signatures' },
    { t: 'sig', cols: [
      ['Portfolio Manager', f.name, 'Names and titles of authorised signatories:', BLANK, 'Seal and signature:'],
      ['Investor', 'Full name / company name:', BLANK, 'Signature (and seal for legal persons):', ''],
    ] },
  ];
}

const q = (no, text, options) => [
  { t: 'p', bold: true, text: `${faDigits(no)}. ${text}` },
  ...options.map((o, i) => ({ t: 'opt', text: `☐ ${o} (${faDigits(i + 1)})` })),
];

function riskNaturalFa() {
  return [
    { t: 'title', text: 'فرم ارزیابی ریسک اشخاص حقیقی' },
    { t: 'subtitle', text: `${F.fa.name} — این فرم برای آمادگی منتشر شده است؛ تکمیل رسمی آن در سامانهٔ ثبت‌نام غیرحضوری انجام می‌شود.` },
    { t: 'p', text: 'هدف این فرم، شناخت وضعیت مالی، تجربه، افق سرمایه‌گذاری و میزان ریسک‌پذیری شما است تا سطح ریسک و ترکیب هدف سبد مطابق دستورالعمل‌های سازمان بورس و اوراق بهادار تعیین شود. اطلاعات این فرم محرمانه است و تنها برای مدیریت سبد شما به کار می‌رود.' },
    { t: 'h', text: 'الف – مشخصات سرمایه‌گذار' },
    { t: 'table', rows: [
      ['نام و نام خانوادگی', BLANK], ['کد ملی', BLANK], ['تاریخ تولد', BLANK], ['کد سجام', BLANK],
      ['تلفن همراه', BLANK], ['ایمیل', BLANK], ['میزان تحصیلات', BLANK], ['شغل و محل کار', BLANK],
    ] },
    { t: 'h', text: 'ب – وضعیت مالی' },
    ...q(1, 'میانگین درآمد خالص ماهانهٔ شما چقدر است؟', ['کمتر از ۵۰۰ میلیون ریال', '۵۰۰ میلیون تا ۲ میلیارد ریال', '۲ تا ۵ میلیارد ریال', 'بیش از ۵ میلیارد ریال']),
    ...q(2, 'مبلغ سرمایه‌گذاری در سبد چه نسبتی از کل دارایی‌های شما است؟', ['بیش از ۵۰٪', '۲۵ تا ۵۰٪', '۱۰ تا ۲۵٪', 'کمتر از ۱۰٪']),
    ...q(3, 'احتمال نیاز شما به برداشت این وجوه در یک سال آینده چقدر است؟', ['زیاد', 'متوسط', 'کم', 'تقریباً صفر']),
    { t: 'h', text: 'ج – تجربه و دانش' },
    ...q(4, 'سابقهٔ سرمایه‌گذاری شما در بورس چقدر است؟', ['ندارم', 'کمتر از ۲ سال', '۲ تا ۵ سال', 'بیش از ۵ سال']),
    ...q(5, 'با کدام ابزارها آشنایی دارید؟', ['سپردهٔ بانکی', 'صندوق‌های درآمد ثابت', 'سهام و صندوق‌های سهامی', 'اوراق مشتقه و اختیار معامله']),
    { t: 'h', text: 'د – اهداف و ریسک‌پذیری' },
    ...q(6, 'افق سرمایه‌گذاری شما چقدر است؟', ['کمتر از ۱ سال', '۱ تا ۲ سال', '۲ تا ۵ سال', 'بیش از ۵ سال']),
    ...q(7, 'هدف اصلی شما از سرمایه‌گذاری چیست؟', ['حفظ ارزش سرمایه', 'درآمد منظم', 'رشد متعادل', 'حداکثر رشد سرمایه']),
    ...q(8, 'اگر ارزش سبد شما در سه ماه ۲۰٪ کاهش یابد، چه می‌کنید؟', ['همهٔ سبد را نقد می‌کنم', 'بخشی از سبد را نقد می‌کنم', 'صبر می‌کنم', 'وجه بیشتری اضافه می‌کنم']),
    ...q(9, 'کدام سبد فرضی را ترجیح می‌دهید؟ (بهترین و بدترین بازده سالانهٔ محتمل)', ['بهترین ۲۵٪، بدترین ۵٪', 'بهترین ۴۵٪، بدترین منفی ۵٪', 'بهترین ۷۰٪، بدترین منفی ۲۰٪', 'بهترین ۱۰۰٪، بدترین منفی ۳۵٪']),
    { t: 'h', text: 'هـ – نتیجهٔ ارزیابی (توسط سبدگردان تکمیل می‌شود)' },
    { t: 'p', text: 'امتیاز هر پرسش برابر با عدد داخل پرانتز گزینهٔ انتخاب‌شده است. جمع امتیاز ۹ تا ۱۶: کم‌ریسک؛ ۱۷ تا ۲۷: ریسک متوسط؛ ۲۸ تا ۳۶: ریسک‌پذیر.' },
    { t: 'table', rows: [
      ['جمع امتیاز', BLANK],
      ['سطح ریسک', '☐ کم‌ریسک   ☐ ریسک متوسط   ☐ ریسک‌پذیر'],
      ['نام و امضای کارشناس سبدگردانی', BLANK],
    ] },
    { t: 'h', text: 'اقرارنامه' },
    { t: 'p', text: 'اینجانب صحت و کامل بودن پاسخ‌های فوق را تأیید می‌کنم و متعهد می‌شوم هرگونه تغییر در آن‌ها را به سبدگردان اطلاع دهم.' },
    { t: 'p', text: `نام و نام خانوادگی: ${BLANK}          تاریخ: ${BLANK}          امضا: ${BLANK}` },
  ];
}

function riskLegalFa() {
  return [
    { t: 'title', text: 'فرم ارزیابی ریسک اشخاص حقوقی' },
    { t: 'subtitle', text: `${F.fa.name} — این فرم برای آمادگی منتشر شده است؛ تکمیل رسمی آن در سامانهٔ ثبت‌نام غیرحضوری انجام می‌شود.` },
    { t: 'p', text: 'این فرم وضعیت مالی، سیاست سرمایه‌گذاری و میزان ریسک‌پذیری شخص حقوقی را می‌سنجد تا سطح ریسک و ترکیب هدف سبد مطابق دستورالعمل‌های سازمان بورس و اوراق بهادار تعیین شود. فرم باید به امضای صاحبان امضای مجاز برسد.' },
    { t: 'h', text: 'الف – مشخصات شخص حقوقی' },
    { t: 'table', rows: [
      ['نام شخص حقوقی', BLANK], ['نوع شخصیت حقوقی', '☐ سهامی عام   ☐ سهامی خاص   ☐ مسئولیت محدود   ☐ سایر'],
      ['شناسهٔ ملی', BLANK], ['شمارهٔ ثبت و محل ثبت', BLANK], ['تاریخ تأسیس', BLANK], ['کد سجام', BLANK],
      ['موضوع فعالیت', BLANK], ['نشانی و تلفن', BLANK],
    ] },
    { t: 'h', text: 'ب – صاحبان امضای مجاز' },
    { t: 'table', header: true, rows: [
      ['نام و نام خانوادگی', 'کد ملی', 'سمت'],
      [BLANK, BLANK, BLANK], [BLANK, BLANK, BLANK], [BLANK, BLANK, BLANK],
    ] },
    { t: 'h', text: 'ج – وضعیت مالی' },
    { t: 'table', rows: [
      ['جمع دارایی‌ها طبق آخرین صورت‌های مالی حسابرسی‌شده (میلیارد ریال)', BLANK],
      ['درآمد عملیاتی سال مالی گذشته (میلیارد ریال)', BLANK],
      ['مبلغ مورد نظر برای سرمایه‌گذاری در سبد (میلیارد ریال)', BLANK],
    ] },
    ...q(1, 'منبع وجوه سرمایه‌گذاری چیست؟', ['وجوه لازم برای عملیات جاری', 'مازاد کوتاه‌مدت نقدینگی', 'مازاد بلندمدت نقدینگی', 'اندوخته‌های سرمایه‌گذاری بلندمدت']),
    ...q(2, 'مبلغ سبد چه نسبتی از دارایی‌های جاری شخص حقوقی است؟', ['بیش از ۵۰٪', '۲۵ تا ۵۰٪', '۱۰ تا ۲۵٪', 'کمتر از ۱۰٪']),
    { t: 'h', text: 'د – سیاست سرمایه‌گذاری و ریسک‌پذیری' },
    ...q(3, 'سابقهٔ سرمایه‌گذاری شخص حقوقی در بورس چقدر است؟', ['ندارد', 'کمتر از ۲ سال', '۲ تا ۵ سال', 'بیش از ۵ سال']),
    ...q(4, 'افق سرمایه‌گذاری مصوب چقدر است؟', ['کمتر از ۱ سال', '۱ تا ۲ سال', '۲ تا ۵ سال', 'بیش از ۵ سال']),
    ...q(5, 'هدف اصلی سرمایه‌گذاری چیست؟', ['حفظ ارزش منابع', 'کسب درآمد منظم', 'رشد متعادل', 'حداکثر رشد سرمایه']),
    ...q(6, 'حداکثر کاهش ارزش قابل تحمل سبد در یک سال چقدر است؟', ['کمتر از ۵٪', '۵ تا ۱۵٪', '۱۵ تا ۳۰٪', 'بیش از ۳۰٪']),
    { t: 'p', bold: true, text: '۷. محدودیت‌های مصوب هیئت‌مدیره (مثلاً منع سرمایه‌گذاری در سهام شرکت‌های گروه یا صنایع خاص):' },
    { t: 'p', text: `${BLANK}${BLANK}${BLANK}` },
    { t: 'h', text: 'هـ – مدارک پیوست' },
    { t: 'li', text: 'آگهی تأسیس و آخرین تغییرات در روزنامهٔ رسمی (صاحبان امضای مجاز).' },
    { t: 'li', text: 'مصوبهٔ هیئت‌مدیره دربارهٔ سرمایه‌گذاری در سبد و تعیین نمایندهٔ ارتباط با سبدگردان.' },
    { t: 'li', text: 'آخرین صورت‌های مالی حسابرسی‌شده.' },
    { t: 'h', text: 'و – نتیجهٔ ارزیابی (توسط سبدگردان تکمیل می‌شود)' },
    { t: 'p', text: 'امتیاز هر پرسش برابر با عدد داخل پرانتز گزینهٔ انتخاب‌شده است. جمع امتیاز ۶ تا ۱۱: کم‌ریسک؛ ۱۲ تا ۱۸: ریسک متوسط؛ ۱۹ تا ۲۴: ریسک‌پذیر.' },
    { t: 'table', rows: [
      ['جمع امتیاز', BLANK],
      ['سطح ریسک', '☐ کم‌ریسک   ☐ ریسک متوسط   ☐ ریسک‌پذیر'],
      ['نام و امضای کارشناس سبدگردانی', BLANK],
    ] },
    { t: 'h', text: 'اقرارنامه' },
    { t: 'p', text: 'صاحبان امضای مجاز صحت و کامل بودن اطلاعات فوق را تأیید می‌کنند و متعهد می‌شوند هرگونه تغییر در آن‌ها را به سبدگردان اطلاع دهند.' },
    { t: 'sig', cols: [
      ['صاحب امضای مجاز (۱)', `نام و سمت: ${BLANK}`, 'امضا:'],
      ['صاحب امضای مجاز (۲)', `نام و سمت: ${BLANK}`, 'امضا و مهر شرکت:'],
    ] },
  ];
}

function offeringFa() {
  const f = F.fa;
  return [
    { t: 'title', text: 'قرارداد مشاوره عرضه و پذیرش' },
    { t: 'subtitle', text: 'نمونهٔ قرارداد — مفاد نهایی پس از ارزیابی اولیهٔ شرکت متقاضی تعیین می‌شود.' },
    { t: 'p', text: `شمارهٔ قرارداد: ${BLANK}          تاریخ: ${BLANK}` },
    { t: 'p', text: 'این قرارداد به استناد مادهٔ ۱۰ قانون مدنی و با رعایت قانون بازار اوراق بهادار جمهوری اسلامی ایران و دستورالعمل‌های پذیرش بورس اوراق بهادار تهران و فرابورس ایران، میان طرفین زیر منعقد می‌شود.' },
    { t: 'h', text: 'مادهٔ ۱ – طرفین قرارداد' },
    { t: 'p', text: `۱-۱. مشاور: ${f.name} به شمارهٔ ثبت ${f.regNo} و شناسهٔ ملی ${f.nationalId}، دارای مجوز مشاوره عرضه و پذیرش از سال ${f.offeringSince}، به نشانی ${f.address}، تلفن ${f.phone}، که در این قرارداد «مشاور» نامیده می‌شود.` },
    { t: 'p', text: `۱-۲. متقاضی: شرکت ${BLANK} (سهامی ${BLANK}) به شمارهٔ ثبت ${BLANK} و شناسهٔ ملی ${BLANK}، به نمایندگی ${BLANK} و ${BLANK} (صاحبان امضای مجاز)، به نشانی ${BLANK}، که در این قرارداد «متقاضی» نامیده می‌شود.` },
    { t: 'h', text: 'مادهٔ ۲ – موضوع قرارداد' },
    { t: 'p', text: `ارائهٔ خدمات مشاوره به متقاضی برای پذیرش سهام آن در ☐ بورس اوراق بهادار تهران ☐ فرابورس ایران، بازار / تابلوی ${BLANK}، ثبت سهام نزد سازمان بورس و اوراق بهادار و عرضهٔ اولیهٔ آن، به شرح مادهٔ ۳.` },
    { t: 'h', text: 'مادهٔ ۳ – شرح خدمات' },
    { t: 'li', text: 'ارزیابی آمادگی متقاضی و تهیهٔ گزارش فاصله با شرایط پذیرش.' },
    { t: 'li', text: 'مشاوره در اقدامات اصلاحی، از جمله تبدیل به سهامی عام، اصلاح اساسنامه، ترکیب هیئت‌مدیره، کمیتهٔ حسابرسی و کنترل‌های داخلی.' },
    { t: 'li', text: 'ارزش‌گذاری سهام و تهیهٔ گزارش ارزش‌گذاری.' },
    { t: 'li', text: 'تهیهٔ بیانیهٔ ثبت، امیدنامه و گزارش توجیهی پذیرش و پیگیری پرونده تا تصمیم هیئت پذیرش و صدور مجوز عرضه.' },
    { t: 'li', text: 'مشاوره در تعیین روش و قیمت عرضه و هماهنگی با متعهد پذیره‌نویس و بازارگردان.' },
    { t: 'li', text: 'آموزش الزامات افشای اطلاعات در سامانهٔ کدال و همراهی متقاضی تا پایان نخستین سال مالی پس از درج نماد.' },
    { t: 'h', text: 'مادهٔ ۴ – مدت قرارداد' },
    { t: 'p', text: 'مدت قرارداد ۱۸ ماه از تاریخ امضا است. در صورتی که پذیرش یا عرضه به دلایل خارج از اختیار مشاور در این مدت انجام نشود، مدت قرارداد با توافق کتبی طرفین تمدید می‌شود.' },
    { t: 'h', text: 'مادهٔ ۵ – حق‌الزحمه و هزینه‌ها' },
    { t: 'p', text: `۵-۱. حق‌الزحمهٔ ثابت: ${BLANK} ریال که ۳۰ درصد آن هنگام امضای قرارداد، ۳۰ درصد هنگام ارائهٔ درخواست پذیرش و ۴۰ درصد پس از تصویب پذیرش در هیئت پذیرش پرداخت می‌شود.` },
    { t: 'p', text: `۵-۲. حق‌الزحمهٔ موفقیت: ${BLANK} درصد ارزش ریالی سهام عرضه‌شده در عرضهٔ اولیه که ظرف ۱۰ روز کاری پس از تسویهٔ عرضه پرداخت می‌شود.` },
    { t: 'p', text: '۵-۳. کارمزدهای پذیرش و درج نماد، هزینهٔ ثبت نزد سازمان، هزینه‌های حسابرسی و کارشناسی رسمی و سایر هزینه‌های قانونی بر عهدهٔ متقاضی است.' },
    { t: 'p', text: '۵-۴. مالیات بر ارزش افزوده طبق قانون به مبالغ فوق افزوده می‌شود.' },
    { t: 'h', text: 'مادهٔ ۶ – تعهدات مشاور' },
    { t: 'li', text: 'انجام خدمات با رعایت دقت و استانداردهای حرفه‌ای و مطابق قوانین و مقررات بازار سرمایه.' },
    { t: 'li', text: 'تعیین مدیر پروژه و گروه کاری دارای صلاحیت حرفه‌ای و گزارش ماهانهٔ پیشرفت کار به متقاضی.' },
    { t: 'li', text: 'اطلاع‌رسانی به موقع دربارهٔ موانع پذیرش و تغییر مقررات مؤثر بر پرونده.' },
    { t: 'h', text: 'مادهٔ ۷ – تعهدات متقاضی' },
    { t: 'li', text: 'ارائهٔ اطلاعات و مدارک صحیح، کامل و به‌موقع و فراهم کردن دسترسی گروه کاری مشاور به مدیران و اسناد شرکت.' },
    { t: 'li', text: 'تعیین نمایندهٔ تام‌الاختیار برای هماهنگی با مشاور.' },
    { t: 'li', text: 'مسئولیت صحت اطلاعات مندرج در امیدنامه و بیانیهٔ ثبت بر عهدهٔ هیئت‌مدیرهٔ متقاضی است.' },
    { t: 'li', text: 'پرداخت حق‌الزحمه و هزینه‌ها مطابق مادهٔ ۵.' },
    { t: 'h', text: 'مادهٔ ۸ – محرمانگی و تضاد منافع' },
    { t: 'p', text: 'مشاور اطلاعات متقاضی را محرمانه نگه می‌دارد و آن را جز برای انجام موضوع قرارداد یا به درخواست مراجع قانونی افشا نمی‌کند. واحد عرضه و پذیرش مشاور از واحد سبدگردانی آن جدا است و مشاور، کارکنان آن و سبدهای تحت مدیریت آن از تاریخ امضای قرارداد تا پایان دورهٔ عرضهٔ اولیه سهام متقاضی را خریداری نمی‌کنند.' },
    { t: 'h', text: 'مادهٔ ۹ – عدم تضمین' },
    { t: 'p', text: 'تصمیم دربارهٔ پذیرش سهام با هیئت پذیرش بورس یا فرابورس و صدور مجوز عرضه با سازمان بورس و اوراق بهادار است. مشاور پذیرش، زمان درج نماد یا قیمت عرضه را تضمین نمی‌کند.' },
    { t: 'h', text: 'مادهٔ ۱۰ – فسخ' },
    { t: 'p', text: 'هر یک از طرفین می‌تواند با اعلام کتبی ۳۰ روز پیش‌تر قرارداد را فسخ کند. در این صورت اقساط حق‌الزحمهٔ ثابت که مرحلهٔ آن تا تاریخ فسخ انجام شده است، قابل پرداخت است.' },
    { t: 'h', text: 'مادهٔ ۱۱ – حل اختلاف' },
    { t: 'p', text: 'اختلافات ناشی از این قرارداد ابتدا از طریق مذاکره حل‌وفصل می‌شود و در صورت عدم توافق، مطابق مواد ۳۶ و ۳۷ قانون بازار اوراق بهادار رسیدگی می‌شود.' },
    { t: 'h', text: 'مادهٔ ۱۲ – نسخ قرارداد' },
    { t: 'p', text: 'این قرارداد در ۱۲ ماده و دو نسخهٔ واحد تنظیم و امضا شده است که هر کدام حکم واحد دارند.' },
    { t: 'h', text: 'امضای طرفین' },
    { t: 'sig', cols: [
      ['مشاور', f.name, 'نام و سمت صاحبان امضای مجاز:', BLANK, 'مهر و امضا:'],
      ['متقاضی', `شرکت ${BLANK}`, 'نام و سمت صاحبان امضای مجاز:', BLANK, 'مهر و امضا:'],
    ] },
  ];
}

function offeringEn() {
  const f = F.en;
  return [
    { t: 'title', text: 'Offering and Admission Consulting Agreement' },
    { t: 'subtitle', text: 'Sample - English translation for information only; the Persian text prevails. Final terms are set after the initial assessment of the applicant.' },
    { t: 'p', text: `Agreement no.: ${BLANK}     Date: ${BLANK}` },
    { t: 'p', text: 'This agreement is made under Article 10 of the Civil Code, in compliance with the Securities Market Law of the Islamic Republic of Iran and the admission instructions of the Tehran Stock Exchange and Iran Fara Bourse, between the parties below.' },
    { t: 'h', text: 'Article 1 - Parties' },
    { t: 'p', text: `1.1 Consultant: ${f.name}, registration no. ${f.regNo}, national ID ${f.nationalId}, licensed for offering and admission consulting since ${f.offeringSince} (Persian calendar), of ${f.address}, telephone ${f.phone}, referred to as the "Consultant".` },
    { t: 'p', text: `1.2 Applicant: ${BLANK} Company (${BLANK} joint stock), registration no. ${BLANK}, national ID ${BLANK}, represented by ${BLANK} and ${BLANK} (authorised signatories), of ${BLANK}, referred to as the "Applicant".` },
    { t: 'h', text: 'Article 2 - Subject' },
    { t: 'p', text: `Consulting services to the Applicant for the admission of its shares to [ ] the Tehran Stock Exchange [ ] Iran Fara Bourse, market / board ${BLANK}, the registration of the shares with the Securities and Exchange Organization and their initial public offering, as described in Article 3.` },
    { t: 'h', text: 'Article 3 - Scope of services' },
    { t: 'li', text: 'Assessing the Applicant\'s readiness and preparing a gap report against the admission requirements.' },
    { t: 'li', text: 'Advising on corrective actions, including conversion to a public joint stock company, amendment of the articles of association, board composition, the audit committee and internal controls.' },
    { t: 'li', text: 'Valuing the shares and preparing the valuation report.' },
    { t: 'li', text: 'Preparing the registration statement, prospectus and admission report, and following the file until the admission committee decides and the offering is approved.' },
    { t: 'li', text: 'Advising on the offering method and price, and coordinating with the underwriter and the market maker.' },
    { t: 'li', text: 'Training on disclosure requirements on CODAL and supporting the Applicant until the end of its first financial year after listing.' },
    { t: 'h', text: 'Article 4 - Term' },
    { t: 'p', text: 'The term of this agreement is 18 months from signature. If admission or the offering has not taken place within this term for reasons beyond the Consultant\'s control, the term may be extended by written agreement of the parties.' },
    { t: 'h', text: 'Article 5 - Fees and costs' },
    { t: 'p', text: `5.1 Fixed fee: ${BLANK} rials, of which 30% is payable on signature, 30% on submission of the admission application and 40% after approval by the admission committee.` },
    { t: 'p', text: `5.2 Success fee: ${BLANK}% of the rial value of the shares sold in the initial public offering, payable within 10 working days after settlement of the offering.` },
    { t: 'p', text: '5.3 Admission and listing fees, the SEO registration fee, audit and official expert fees and other statutory costs are borne by the Applicant.' },
    { t: 'p', text: '5.4 Value added tax is added to the above amounts as required by law.' },
    { t: 'h', text: 'Article 6 - Obligations of the Consultant' },
    { t: 'li', text: 'To perform the services with due care and professional standards and in accordance with capital market laws and regulations.' },
    { t: 'li', text: 'To appoint a project manager and a professionally qualified team, and to report progress to the Applicant monthly.' },
    { t: 'li', text: 'To inform the Applicant promptly of any obstacles to admission and of regulatory changes affecting the file.' },
    { t: 'h', text: 'Article 7 - Obligations of the Applicant' },
    { t: 'li', text: 'To provide correct, complete and timely information and documents, and to give the Consultant\'s team access to the company\'s managers and records.' },
    { t: 'li', text: 'To appoint a fully authorised representative to coordinate with the Consultant.' },
    { t: 'li', text: 'The Applicant\'s board of directors is responsible for the accuracy of the information in the prospectus and the registration statement.' },
    { t: 'li', text: 'To pay the fees and costs under Article 5.' },
    { t: 'h', text: 'Article 8 - Confidentiality and conflicts of interest' },
    { t: 'p', text: 'The Consultant keeps the Applicant\'s information confidential and does not disclose it except to perform this agreement or at the request of competent authorities. The Consultant\'s offering and admission unit is separated from its portfolio management unit, and the Consultant, its staff and the portfolios it manages do not buy the Applicant\'s shares from the date of signature until the end of the initial public offering period.' },
    { t: 'h', text: 'Article 9 - No guarantee' },
    { t: 'p', text: 'The decision on admission rests with the admission committee of the exchange and approval of the offering with the Securities and Exchange Organization. The Consultant does not guarantee admission, the listing date or the offering price.' },
    { t: 'h', text: 'Article 10 - Termination' },
    { t: 'p', text: 'Either party may terminate this agreement by 30 days\' written notice. In that case the instalments of the fixed fee for stages completed by the termination date remain payable.' },
    { t: 'h', text: 'Article 11 - Dispute resolution' },
    { t: 'p', text: 'Disputes arising from this agreement are first settled by negotiation; failing agreement, they are resolved under Articles 36 and 37 of the Securities Market Law.' },
    { t: 'h', text: 'Article 12 - Counterparts' },
    { t: 'p', text: 'This agreement consists of 12 articles and is signed in two identical counterparts of equal validity.' },
    { t: 'h', text: 'Signatures' },
    { t: 'sig', cols: [
      ['Consultant', f.name, 'Names and titles of authorised signatories:', BLANK, 'Seal and signature:'],
      ['Applicant', `${BLANK} Company`, 'Names and titles of authorised signatories:', BLANK, 'Seal and signature:'],
    ] },
  ];
}

const builders = {
  'dedicated-portfolio-contract-fa.docx': dedicatedFa,
  'dedicated-portfolio-contract-en.pdf': dedicatedEn,
  'risk-assessment-natural-fa.docx': riskNaturalFa,
  'risk-assessment-legal-fa.docx': riskLegalFa,
  'offering-admission-agreement-fa.docx': offeringFa,
  'offering-admission-agreement-en.pdf': offeringEn,
};

// ---------------------------------------------------------------- ZIP (store)
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function dosDateTime(d) {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}
function zipStore(entries, mtime) {
  const { time, date } = dosDateTime(mtime);
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // method: store
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const cen = Buffer.alloc(46);
    cen.writeUInt32LE(0x02014b50, 0);
    cen.writeUInt16LE(20, 4); // version made by
    cen.writeUInt16LE(20, 6); // version needed
    cen.writeUInt16LE(0, 8);
    cen.writeUInt16LE(0, 10);
    cen.writeUInt16LE(time, 12);
    cen.writeUInt16LE(date, 14);
    cen.writeUInt32LE(crc, 16);
    cen.writeUInt32LE(data.length, 20);
    cen.writeUInt32LE(data.length, 24);
    cen.writeUInt16LE(nameBuf.length, 28);
    cen.writeUInt16LE(0, 30); // extra
    cen.writeUInt16LE(0, 32); // comment
    cen.writeUInt16LE(0, 34); // disk
    cen.writeUInt16LE(0, 36); // internal attrs
    cen.writeUInt32LE(0, 38); // external attrs
    cen.writeUInt32LE(offset, 42);
    parts.push(local, nameBuf, data);
    central.push(cen, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([...parts, cd, end]);
}

// ---------------------------------------------------------------- DOCX
const xmlEsc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = 'Tahoma';

function run(text, { bold = false, size = 22 } = {}) {
  return `<w:r><w:rPr><w:rFonts w:ascii="${FONT}" w:hAnsi="${FONT}" w:cs="${FONT}"/>${bold ? '<w:b/><w:bCs/>' : ''}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/><w:rtl/><w:lang w:val="fa-IR" w:bidi="fa-IR"/></w:rPr><w:t xml:space="preserve">${xmlEsc(text)}</w:t></w:r>`;
}
function para(text, { bold = false, size = 22, jc = 'both', before = 0, after = 120, keepNext = false } = {}) {
  return `<w:p><w:pPr>${keepNext ? '<w:keepNext/>' : ''}<w:bidi/><w:spacing w:before="${before}" w:after="${after}" w:line="300" w:lineRule="auto"/><w:jc w:val="${jc}"/></w:pPr>${text ? run(text, { bold, size }) : ''}</w:p>`;
}
const BORDER = (side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`;
function table(rows, { header = false, borders = true } = {}) {
  const total = 9638; // A4 width minus 2 x 1134 twips margins
  const cols = rows[0].length;
  const widths = cols === 2 ? [Math.round(total * 0.42), total - Math.round(total * 0.42)] : Array(cols).fill(Math.floor(total / cols));
  const tblBorders = borders
    ? `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(BORDER).join('')}</w:tblBorders>`
    : '';
  const grid = `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>`;
  const trs = rows.map((r, i) => {
    const head = header && i === 0;
    const tcs = r.map((cell, j) => {
      const lines = Array.isArray(cell) ? cell : [cell];
      const shd = head ? '<w:shd w:val="clear" w:color="auto" w:fill="F3E2C7"/>' : '';
      return `<w:tc><w:tcPr><w:tcW w:w="${widths[j]}" w:type="dxa"/>${shd}</w:tcPr>${lines
        .map((l, k) => para(l, { bold: head || (!borders && k === 0) || (!header && borders && j === 0), size: 20, jc: head ? 'center' : 'both', after: borders ? 60 : 160 }))
        .join('')}</w:tc>`;
    });
    return `<w:tr>${tcs.join('')}</w:tr>`;
  });
  return `<w:tbl><w:tblPr><w:bidiVisual/><w:tblW w:w="${total}" w:type="dxa"/>${tblBorders}<w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="60" w:type="dxa"/><w:left w:w="100" w:type="dxa"/><w:bottom w:w="60" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar></w:tblPr>${grid}${trs.join('')}</w:tbl>${para('', { after: 60 })}`;
}
function docxBody(blocks) {
  return blocks
    .map((b) => {
      switch (b.t) {
        case 'title': return para(b.text, { bold: true, size: 32, jc: 'center', after: 80 });
        case 'subtitle': return para(b.text, { size: 18, jc: 'center', after: 240 });
        case 'h': return para(b.text, { bold: true, size: 24, jc: 'both', before: 200, after: 100, keepNext: true });
        case 'p': return para(b.text, { bold: !!b.bold, keepNext: !!b.bold, before: b.bold ? 100 : 0 });
        case 'li': return para(`• ${b.text}`, { after: 80 });
        case 'opt': return para(`      ${b.text}`, { after: 20 });
        case 'table': return table(b.rows, { header: !!b.header });
        case 'sig': return table([b.cols], { borders: false });
        default: throw new Error(`unknown block ${b.t}`);
      }
    })
    .join('');
}
function buildDocx(blocks, meta) {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}"><w:body>${docxBody(blocks)}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/><w:bidi/></w:sectPr></w:body></w:document>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
  const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xmlEsc(meta.title)}</dc:title><dc:creator>${xmlEsc(meta.author)}</dc:creator><dc:language>fa-IR</dc:language><dcterms:modified xsi:type="dcterms:W3CDTF">${meta.date.toISOString().replace(/\.\d+Z$/, 'Z')}</dcterms:modified></cp:coreProperties>`;
  const u = (s) => Buffer.from(s, 'utf8');
  return zipStore(
    [
      { name: '[Content_Types].xml', data: u(contentTypes) },
      { name: '_rels/.rels', data: u(rels) },
      { name: 'docProps/core.xml', data: u(core) },
      { name: 'word/document.xml', data: u(documentXml) },
    ],
    meta.date,
  );
}

// ---------------------------------------------------------------- PDF
// Helvetica advance widths (1/1000 em) for the printable ASCII range.
const HELV = {
  ' ': 278, '!': 278, '"': 355, '#': 556, $: 556, '%': 889, '&': 667, "'": 191, '(': 333, ')': 333, '*': 389, '+': 584,
  ',': 278, '-': 333, '.': 278, '/': 278, ':': 278, ';': 278, '<': 584, '=': 584, '>': 584, '?': 556, '@': 1015,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722,
  O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611, '[': 278, '\\': 278,
  ']': 278, '^': 469, _: 556, '`': 333, a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222,
  k: 500, l: 222, m: 833, n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500,
  y: 500, z: 500, '{': 334, '|': 260, '}': 334, '~': 584,
};
const textWidth = (s, size, bold) => [...s].reduce((w, ch) => w + (HELV[ch] ?? 556), 0) * size / 1000 * (bold ? 1.06 : 1);
function wrap(text, width, size, bold) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const w of words) {
    const cand = line ? `${line} ${w}` : w;
    if (line && textWidth(cand, size, bold) > width) { lines.push(line); line = w; } else line = cand;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
const pdfEsc = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function buildPdf(blocks, meta) {
  for (const b of blocks) {
    const all = JSON.stringify(b);
    if (/[^\x20-\x7e]/.test(all.replace(/\\n/g, ''))) throw new Error(`non-ASCII text in PDF block: ${all.slice(0, 80)}`);
  }
  const PW = 595.28, PH = 841.89, M = 56, W = PW - 2 * M, BOTTOM = 64;
  const pages = [];
  let ops = null; let y = 0;
  const newPage = () => { ops = []; pages.push(ops); y = PH - M; };
  const need = (h) => { if (!ops || y - h < BOTTOM) newPage(); };
  const line = (txt, x, size, bold) => {
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm (${pdfEsc(txt)}) Tj ET`);
  };
  const textBlock = (text, { size = 10, bold = false, indent = 0, lead = 14, before = 0, after = 6, center = false, keep = 0 }) => {
    const lines = wrap(text, W - indent, size, bold);
    need(before + lead * Math.min(lines.length, 2) + keep);
    y -= before;
    for (const l of lines) {
      need(lead);
      y -= lead;
      const x = center ? M + (W - textWidth(l, size, bold)) / 2 : M + indent;
      line(l, x, size, bold);
    }
    y -= after;
  };
  newPage();
  for (const b of blocks) {
    switch (b.t) {
      case 'title': textBlock(b.text, { size: 16, bold: true, lead: 20, center: true, after: 4 }); break;
      case 'subtitle': textBlock(b.text, { size: 8.5, lead: 11, center: true, after: 14 }); break;
      case 'h': textBlock(b.text, { size: 11.5, bold: true, lead: 15, before: 8, after: 4, keep: 28 }); break;
      case 'p': textBlock(b.text, { bold: !!b.bold }); break;
      case 'li': {
        const lines = wrap(b.text, W - 14, 10, false);
        need(14 * Math.min(lines.length, 2));
        lines.forEach((l, i) => { need(14); y -= 14; if (i === 0) line('-', M + 3, 10, false); line(l, M + 14, 10, false); });
        y -= 4;
        break;
      }
      case 'table': {
        const cols = b.rows[0].length;
        const widths = cols === 2 ? [W * 0.45, W * 0.55] : Array(cols).fill(W / cols);
        for (const [ri, r] of b.rows.entries()) {
          const bold = b.header && ri === 0;
          const cells = r.map((c, j) => wrap(c, widths[j] - 10, 9.5, bold || j === 0));
          const h = Math.max(...cells.map((c) => c.length)) * 12.5 + 7;
          need(h);
          if (bold) ops.push(`0.953 0.886 0.780 rg ${M.toFixed(2)} ${(y - h).toFixed(2)} ${W.toFixed(2)} ${h.toFixed(2)} re f 0 g`);
          ops.push(`0.5 G 0.5 w ${M.toFixed(2)} ${(y - h).toFixed(2)} ${W.toFixed(2)} ${h.toFixed(2)} re S`);
          let x = M;
          cells.forEach((c, j) => {
            if (j > 0) ops.push(`${x.toFixed(2)} ${y.toFixed(2)} m ${x.toFixed(2)} ${(y - h).toFixed(2)} l S`);
            let yy = y - 3;
            for (const l of c) { yy -= 12.5; ops.push(`BT /${bold || j === 0 ? 'F2' : 'F1'} 9.5 Tf 1 0 0 1 ${(x + 5).toFixed(2)} ${(yy + 2.5).toFixed(2)} Tm (${pdfEsc(l)}) Tj ET`); }
            x += widths[j];
          });
          y -= h;
        }
        y -= 10;
        break;
      }
      case 'sig': {
        const colW = W / b.cols.length;
        const cols = b.cols.map((c) => c.flatMap((l, i) => wrap(l, colW - 16, 10, i === 0).map((w, k) => ({ w, bold: i === 0, gap: k === 0 ? 22 : 13 }))));
        const h = Math.max(...cols.map((c) => c.reduce((s, l) => s + l.gap, 0))) + 10;
        need(h);
        cols.forEach((c, j) => {
          let yy = y;
          for (const l of c) {
            yy -= l.gap;
            ops.push(`BT /${l.bold ? 'F2' : 'F1'} 10 Tf 1 0 0 1 ${(M + j * colW).toFixed(2)} ${yy.toFixed(2)} Tm (${pdfEsc(l.w)}) Tj ET`);
          }
        });
        y -= h;
        break;
      }
      default: throw new Error(`unknown block ${b.t}`);
    }
  }
  // Footer with page numbers.
  pages.forEach((p, i) => {
    const txt = `${meta.footer} - page ${i + 1} of ${pages.length}`;
    p.push(`0.4 g BT /F1 8 Tf 1 0 0 1 ${(M + (W - textWidth(txt, 8, false)) / 2).toFixed(2)} 36 Tm (${pdfEsc(txt)}) Tj ET 0 g`);
  });

  // Serialise: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then (page, contents) pairs.
  const objs = [];
  const kids = pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ');
  objs[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objs[2] = `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`;
  objs[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objs[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  const d = meta.date;
  const pdfDate = `D:${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}000000Z`;
  objs[5] = `<< /Title (${pdfEsc(meta.title)}) /Author (${pdfEsc(meta.author)}) /Producer (make-sample-files.mjs) /CreationDate (${pdfDate}) /ModDate (${pdfDate}) >>`;
  pages.forEach((p, i) => {
    const content = p.join('\n');
    objs[6 + 2 * i] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PW} ${PH}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`;
    objs[7 + 2 * i] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let pos = chunks[0].length;
  const offsets = [];
  for (let i = 1; i < objs.length; i++) {
    offsets[i] = pos;
    const buf = Buffer.from(`${i} 0 obj\n${objs[i]}\nendobj\n`, 'latin1');
    chunks.push(buf);
    pos += buf.length;
  }
  const xrefPos = pos;
  let xref = `xref\n0 ${objs.length}\n0000000000 65535 f \n`;
  for (let i = 1; i < objs.length; i++) xref += `${String(offsets[i]).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objs.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefPos}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------- main
mkdirSync(outDir, { recursive: true });
for (const c of contracts) {
  const name = c.file.replace(/^\/downloads\//, '');
  const build = builders[name];
  if (!build) throw new Error(`no builder for ${c.file} (data/contracts.json id ${c.id})`);
  const date = new Date(`${c.updated}T08:00:00Z`);
  const blocks = build();
  let buf;
  if (name.endsWith('.docx')) {
    buf = buildDocx(blocks, { title: c.title.fa, author: company.name.fa, date });
  } else if (name.endsWith('.pdf')) {
    buf = buildPdf(blocks, { title: c.title.en, author: company.name.en, footer: `${company.shortName.en} - ${c.title.en}`, date });
  } else {
    throw new Error(`unsupported file type: ${name}`);
  }
  writeFileSync(join(outDir, name), buf);
  console.log(`${c.file}  ${buf.length} bytes`);
}
