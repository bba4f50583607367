// The public face of uploads: choosing and uploading the one picture a field holds.
export { useImageUpload } from "./useImageUpload";
export type { ImageUpload, UploadProblem } from "./useImageUpload";
