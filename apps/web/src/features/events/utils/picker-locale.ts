/**
 * The antd date-picker and calendar locale for en-AU (spec 01 §9: en-AU). antd ships en_GB; its
 * dayjs locale name is swapped for 'en-au' (loaded by lib/format), so weeks start on Monday and
 * the month grid's 42 days run from that Monday (spec 03 §2 Calendar).
 */
import enGB from 'antd/es/date-picker/locale/en_GB';
import '../../../lib/format';

export const EN_AU_PICKER_LOCALE = { ...enGB, lang: { ...enGB.lang, locale: 'en-au' } };
