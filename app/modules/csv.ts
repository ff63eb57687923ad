/** A cell that spreadsheets will not run as a formula, quoted when it needs to be. */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function csvDocument(header: string[], rows: Array<Array<string | null>>): string {
  return `${[header.join(","), ...rows.map((row) => row.map(csvCell).join(","))].join("\r\n")}\r\n`;
}
