// The web editor's own words, in its two interface languages (Decap's own come from its fa/en locales,
// corrected under `decap` where its Persian is wrong). Labels and hints of the data fields are not here:
// they come from each schema's title and description (English) or its `x-fa` (Persian).
import { isolateLatin } from '../../src/lib/bidi';
import type { ControlNames, Phrases, UiLocale } from '../../src/admin/contract';

/** The texts the generated configuration carries, in one interface language. */
export type UiText = {
  /** The page copy's collection. */
  copy: string;
  copyDescription: string;
  /** A value that does not match its schema's pattern, with the field's hint. */
  pattern: (hint: string) => string;
  /** The one list field of a data file whose top level is a list. */
  list: string;
  required: string;
  requiredFa: string;
  requiredEn: string;
  date: string;
  dateInvalid: string;
  month: string;
  /** The months of the performance record out of order: `{month}`, `{expected}`, `{previous}` filled in. */
  monthFirst: string;
  monthOrder: string;
  monthTwice: string;
  persian: string;
  english: string;
  /** Labels of the keys that page copy repeats; any other key is shown by its name. */
  copyLabels: Record<string, string>;
  /** Names of Decap's icon-only controls. */
  controls: ControlNames;
  /** Corrections to Decap's own phrases in this language. */
  decap: Phrases;
};

/** The editor's own words, in its two interface languages (Decap's own come from its fa/en locales). */
export const UI_TEXT: Record<UiLocale, UiText> = {
  fa: {
    copy: 'متن صفحه‌ها',
    copyDescription: 'متن هر صفحه، فارسی و انگلیسی کنار هم.',
    pattern: (hint: string) => `قالب این خانه درست نیست. ${hint}`,
    list: 'موردها',
    required: 'این خانه نباید خالی باشد.',
    requiredFa: 'متن فارسی لازم است.',
    requiredEn: 'متن انگلیسی لازم است.',
    // Latin patterns and numbers inside a Persian sentence are isolated (U+2068…U+2069) so that the
    // sentence keeps its order; the values put into the month messages are isolated by the editor.
    date: isolateLatin('تاریخ را به شکل YYYY-MM-DD و با رقم لاتین بنویسید، برای نمونه 2025-03-21 (تاریخ میلادی).'),
    dateInvalid: 'این تاریخ در تقویم وجود ندارد.',
    month: isolateLatin('ماه را به شکل YYYY-MM شمسی و با رقم لاتین بنویسید، برای نمونه 1404-01.'),
    monthFirst: 'فهرست ماه‌ها باید از ماه آغاز، {expected}، شروع شود، نه از {month}.',
    monthOrder: 'ماه {month} پس از {previous} نمی‌آید: ماه بعدی {expected} است.',
    monthTwice: 'ماه {month} پیش‌تر در فهرست آمده است؛ پس از {previous}، ماه بعدی {expected} است.',
    persian: 'فارسی',
    english: 'انگلیسی',
    // Labels of the keys that page copy repeats; any other key is shown by its name.
    copyLabels: {
      meta: 'عنوان و توضیح برای جست‌وجو و پیش‌نمایش پیوند',
      title: 'عنوان',
      description: 'توضیح',
      heading: 'عنوان اصلی',
      lead: 'پیش‌درآمد',
      hero: 'بخش آغازین',
      sections: 'بخش‌ها',
      paragraphs: 'بندها',
      items: 'موردها',
      steps: 'گام‌ها',
      links: 'پیوندها',
      label: 'برچسب',
      hint: 'راهنما',
      body: 'متن',
      text: 'متن',
      caption: 'عنوان جدول',
      id: 'شناسه (تغییر ندهید)',
      route: 'صفحهٔ مقصد (شناسه)',
      external: 'پیوند بیرونی (شناسه)',
    },
    controls: { toggle: 'باز یا بسته کردن', move: 'جابه‌جا کردن (بکشید)', remove: 'حذف این مورد', preview: 'پیش‌نمایش' },
    // Decap's own Persian phrases where they are wrong: a list's add button (a stray brace, the list's name
    // left out), and the editorial workflow's, machine-translated ("صرفه جویی", saving money, for Save).
    decap: {
      auth: { loggingIn: 'در حال ورود…' },
      app: { header: { workflow: 'گردش کار' } },
      editor: {
        editor: {
          onPublishingNotReady: 'پیش از انتشار، وضعیت را «آماده» کنید.',
          onPublishing: 'این تغییر منتشر شود؟ پس از انتشار در سایت دیده می‌شود.',
          onDeleteUnpublishedChanges: 'همهٔ تغییرهای منتشرنشدهٔ این مورد حذف می‌شود. حذف شود؟',
        },
        editorToolbar: {
          save: 'ذخیره',
          saving: 'در حال ذخیره…',
          published: 'منتشرشده',
          duplicate: 'رونوشت',
          deleteUnpublishedChanges: 'حذف تغییرهای منتشرنشده',
          deleteUnpublishedEntry: 'حذف پیش‌نویس',
          statusInfoTooltipDraft: 'این تغییر پیش‌نویس است. برای فرستادن به بازبینی، وضعیت را «در بررسی» کنید.',
          statusInfoTooltipInReview: 'این تغییر در بررسی است. تا بازبین آن را «آماده» کند، هنوز می‌توانید آن را ویرایش کنید.',
          unsavedChanges: 'تغییرهای ذخیره‌نشده',
          changesSaved: 'تغییرها ذخیره شد',
          draft: 'پیش‌نویس',
          inReview: 'در بررسی',
          ready: 'آماده',
          deployPreviewPendingButtonLabel: 'بررسی پیش‌نمایش',
          deployPreviewButtonLabel: 'دیدن پیش‌نمایش',
          deployButtonLabel: 'دیدن در سایت',
        },
        editorWidgets: { list: { add: 'افزودن به %{item}', addType: 'افزودن %{item}' } },
      },
      ui: {
        toast: {
          onFailToPersist: 'ذخیره نشد: %{details}',
          entrySaved: 'پیش‌نویس ذخیره شد',
          entryPublished: 'منتشر شد',
          entryUnpublished: 'انتشار لغو شد',
          entryUpdated: 'وضعیت به‌روز شد',
          onDeleteUnpublishedChanges: 'تغییرهای منتشرنشده حذف شد',
        },
      },
      workflow: {
        workflowList: { draftHeader: 'پیش‌نویس', inReviewHeader: 'در بررسی', readyHeader: 'آماده' },
      },
    },
  },
  en: {
    copy: 'Page copy',
    copyDescription: 'The text of each page, Persian and English side by side.',
    pattern: (hint: string) => `This value has the wrong form. ${hint}`,
    list: 'Items',
    required: 'This field must not be empty.',
    requiredFa: 'The Persian text is required.',
    requiredEn: 'The English text is required.',
    date: 'Write the date as YYYY-MM-DD in Latin digits, for example 2025-03-21 (Gregorian).',
    dateInvalid: 'This date does not exist in the calendar.',
    month: 'Write the month as YYYY-MM in the Persian calendar, in Latin digits, for example 1404-01.',
    monthFirst: 'The months must start at the inception month, {expected}, not at {month}.',
    monthOrder: 'Month {month} does not follow {previous}: the next month is {expected}.',
    monthTwice: 'Month {month} is already in the list; after {previous}, the next month is {expected}.',
    persian: 'Persian',
    english: 'English',
    copyLabels: {
      meta: 'Title and description for search and link previews',
      title: 'Title',
      description: 'Description',
      heading: 'Heading',
      lead: 'Lead',
      hero: 'Opening section',
      sections: 'Sections',
      paragraphs: 'Paragraphs',
      items: 'Items',
      steps: 'Steps',
      links: 'Links',
      label: 'Label',
      hint: 'Hint',
      body: 'Body',
      text: 'Text',
      caption: 'Caption',
      id: 'Identifier (do not change)',
      route: 'Page (route id)',
      external: 'External link (key)',
    },
    controls: { toggle: 'Open or close', move: 'Move (drag)', remove: 'Remove this item', preview: 'Preview' },
    decap: {},
  },
};
