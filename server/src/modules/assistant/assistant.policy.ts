// Whose chat session is whose: a signed-in user's sessions are theirs alone; an anonymous session belongs
// to whoever holds its id (the X-Chatbot-Session-Id header the browser keeps).

export interface Viewer {
  userId: number;
}

export function mayUseSession(
  session: { id: string; userId: number | null },
  header: string | undefined,
  viewer: Viewer | null,
): boolean {
  return session.userId !== null ? session.userId === viewer?.userId : session.id === header;
}
