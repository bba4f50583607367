// The body of a request that sends one file (an import, a subscriber list): a form with the file under `file`.
export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append("file", file);
  return body;
}
