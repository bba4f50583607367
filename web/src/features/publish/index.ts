// The public face of publishing: the modal that sets a post's topics, tags, cover, visibility, SEO and
// schedule before it goes out.
export { countImagesWithoutAlt } from "./ImageAltWarning";
export { PublishModal } from "./PublishModal";
export type { PublishFormData } from "./usePublishForm";
export { usePlaceInSeries } from "./usePlaceInSeries";
