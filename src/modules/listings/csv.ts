/**
 * A small RFC 4180 reader: quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF or LF.
 * Yields each record with the line number it starts on, so import errors can name the line.
 */
export function* parseCsv(text: string): Generator<{ line: number; fields: string[] }> {
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // drop a UTF-8 BOM
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (inQuotes) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        inQuotes = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== '') yield { line: recordLine, fields };
      fields = [];
      field = '';
      fieldStarted = false;
      line++;
      recordLine = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (fieldStarted || field !== '' || fields.length > 0) {
    fields.push(field);
    yield { line: recordLine, fields };
  }
}
