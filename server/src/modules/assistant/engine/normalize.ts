// Text normalisation for the assistant: NFC, folded (mark-free) form, tokens with chat abbreviations
// expanded, and detection of the reply language (vi/en) that also works for unaccented Vietnamese.
import { fold } from "@inkwell/contract";
import type { Lang } from "./types";

/** NFC plus lowercase and collapsed whitespace: the "accented" form features are built from. */
export function normalize(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/gu, " ").trim();
}

/**
 * Folded form: marks removed, đ→d, lowercase ("Đăng nhập" and "dang nhap" meet here). The app's one folding
 * (contract/src/text.ts), so the assistant folds as search does.
 */
export { fold };

// Chat shorthand seen in Vietnamese and English support chats. Keys are folded single tokens;
// values are the words they stand for (Vietnamese with diacritics so both forms get features).
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  k: "không",
  ko: "không",
  kh: "không",
  hok: "không",
  hong: "không",
  kg: "không",
  dc: "được",
  dk: "đăng ký",
  dky: "đăng ký",
  tk: "tài khoản",
  mk: "mật khẩu",
  sdt: "số điện thoại",
  dt: "điện thoại",
  bv: "bài viết",
  bn: "bạn",
  j: "gì",
  ntn: "như thế nào",
  v: "vậy",
  z: "vậy",
  vs: "với",
  r: "rồi",
  cx: "cũng",
  mn: "mọi người",
  ad: "admin",
  ib: "nhắn tin",
  cmt: "comment",
  noti: "notification",
  ava: "avatar",
  pass: "password",
  pw: "password",
  pwd: "password",
  acc: "account",
  msg: "message",
  pls: "please",
  plz: "please",
  thx: "thanks",
  tks: "thanks",
  ty: "thank you",
  u: "you",
  ur: "your",
  im: "i am",
};

/** Splits normalised text into words; Vietnamese syllables stay whole (NFC keeps marks attached). */
export function splitWords(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Words of the message in accented (NFC, lowercase) form, with chat abbreviations expanded. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of splitWords(text)) {
    const expansion = ABBREVIATIONS[fold(word)];
    if (expansion === undefined) out.push(word);
    else out.push(...expansion.split(" "));
  }
  return out;
}

// Letters that exist in Vietnamese but not in English, and any tone mark on a vowel.
const VI_LETTERS = /[ăâđêôơư]|[àáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu;

// Frequent Vietnamese syllables (folded) that are rare as English words, so unaccented
// Vietnamese ("lam sao de dang ky") is still recognised.
const VI_SYLLABLES = new Set(
  (
    "toi minh ban lam sao the nao khong duoc dang ky nhap mat khau tai khoan bai viet cua cho " +
    "nhu gi co la va voi thi roi chua nhe oi a nha vay muon can giup xin chao cam on khi nao " +
    "sua xoa doi quen lay lai tim kiem doc nguoi dung trang chu de o dau duoc ve nhung cac mot " +
    "hay qua luc nay hom nua biet bao nhieu tai sao dung gui nhan tin binh luan theo doi thich " +
    "luu chu anh ten hien thi cong khai rieng tu lich xuat ban nhap ho tro lien he em anh chi ah " +
    "uh uhm vang da duoc nao day kia kieu gio k ko kh hok dc dk tk mk sdt bv bn j ntn vs cx mn ib " +
    "bi loi mua tot oke okela hihi alo gia"
  ).split(" "),
);

// Frequent English words; a message with more of these than Vietnamese syllables is English.
const EN_WORDS = new Set(
  (
    "the a an i you your my me to of in on for is are was be do does did can could how what why " +
    "where when which who it this that with and or not no yes hi hello hey thanks thank please " +
    "post posts account password login sign up email reset change delete find show about any " +
    "have has get set make want need help there their will would should from by at as bye yo " +
    "hiya ty thx lol wow cool"
  ).split(" "),
);

// Words both languages use as they are: no evidence either way.
const SHARED_WORDS = new Set(
  "ok okay email mail gmail google inkwell seo meta admin app web website blog link online".split(" "),
);

// Shape of a folded Vietnamese syllable: optional initial consonant(s), one to three vowels,
// optional final. "export", "limit", "data" cannot be Vietnamese syllables, so they count as English.
const VI_SHAPE = /^(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?[aeiouy]{1,3}(ng|nh|ch|[cmnpt])?$/u;

/**
 * Language to reply in. Vietnamese letters or marks decide at once; otherwise frequent
 * Vietnamese syllables are counted against frequent English words and words that cannot be a
 * Vietnamese syllable. With no evidence either way, `fallback` is used.
 */
export function detectLanguage(text: string, fallback: Lang = "vi"): Lang {
  const nfc = text.normalize("NFC");
  if (VI_LETTERS.test(nfc)) return "vi";
  let vi = 0;
  let en = 0;
  for (const word of splitWords(nfc)) {
    const folded = fold(word);
    if (SHARED_WORDS.has(folded)) continue;
    const isVi = VI_SYLLABLES.has(folded);
    const isEn = EN_WORDS.has(folded) || (/^\p{L}+$/u.test(folded) && !VI_SHAPE.test(folded));
    if (isVi && !isEn) vi += 1;
    else if (isEn && !isVi) en += 1;
  }
  if (vi === 0 && en === 0) return fallback;
  return vi > en ? "vi" : "en";
}
