/** One Server-Sent Event: its name and its data lines joined. */
export type SseEvent = { event: string; data: string };

/** Splits the complete events off a buffer; `rest` is the unfinished tail to prepend to the next chunk. */
export function takeEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  const events = blocks.flatMap((block) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    return data.length > 0 ? [{ event, data: data.join("\n") }] : [];
  });
  return { events, rest };
}

/** Reads a text/event-stream body and hands over each event as it arrives. */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const { events, rest } = takeEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = rest;
    for (const event of events) onEvent(event);
  }
  // A last event without its blank line still counts.
  for (const event of takeEvents(`${buffer}${decoder.decode()}\n\n`).events) onEvent(event);
}
