/** The server's message (spec section 8: "show the server's message"), or a translated fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}
