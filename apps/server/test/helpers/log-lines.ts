export type LogLine = Record<string, unknown>;

/** A process's output, a line each, parsed as JSON; a line that is not a JSON object becomes `{ unstructured: line }`. */
export function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed === 'object' && parsed !== null ? (parsed as LogLine) : { unstructured: line };
      } catch {
        return { unstructured: line };
      }
    });
}

/** The lines that are not JSON log lines: a server that logs as it should has none. */
export const unstructuredLines = (lines: LogLine[]) => lines.filter((line) => 'unstructured' in line);
