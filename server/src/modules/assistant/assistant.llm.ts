// Optional phrasing by an OpenAI-compatible chat completions endpoint (e.g. a local Ollama), from retrieved passages only.
import { cutText } from "@inkwell/contract";
import { keepSiteLinks } from "./assistant.markdown";
import type { Lang } from "./engine/types";

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}

export interface LlmRequest {
  question: string;
  lang: Lang;
  /** The site's title, as its owner wrote it. */
  siteTitle: string;
  /** The built-in answer and the passages it came from: the model may use nothing else. */
  context: string;
}

const INSTRUCTIONS = {
  vi: "Chỉ trả lời dựa trên NGỮ CẢNH được cung cấp, bằng tiếng Việt, ngắn gọn, dùng markdown đơn giản (tiêu đề, **đậm**, *nghiêng*, `code`, danh sách gạch đầu dòng). Giữ nguyên các liên kết trong ngữ cảnh. Nếu ngữ cảnh không có câu trả lời, hãy mời người dùng tới trang /contact.",
  en: "Answer ONLY from the CONTEXT given, in English, briefly, using simple markdown (headings, **bold**, *italic*, `code`, dash lists). Keep the links from the context. If the context has no answer, point the user to /contact.",
};

/**
 * Returns the model's answer, or null on any failure (the caller then keeps the built-in answer).
 * The model may echo the question or invent addresses, so its links to other sites become text.
 */
export async function phraseWithLlm(settings: LlmSettings, request: LlmRequest): Promise<string | null> {
  // The title is the owner's text: quoted (quotes and line breaks escaped), it stays one name in the prompt.
  const site = JSON.stringify(request.siteTitle);
  const system =
    request.lang === "vi"
      ? `Bạn là trợ lý hỗ trợ của trang ${site}. ${INSTRUCTIONS.vi}`
      : `You are the support assistant of the site ${site}. ${INSTRUCTIONS.en}`;
  try {
    const res = await fetch(`${settings.baseUrl.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 500,
        messages: [
          { role: "system", content: system },
          { role: "user", content: `CONTEXT:\n${request.context}\n\nQUESTION: ${request.question}` },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === "string" && content.trim()
      ? keepSiteLinks(cutText(content.trim(), 4000))
      : null;
  } catch {
    return null;
  }
}
