// What the publish modal collects (SEO, cover, topics, tags, visibility, language, table of contents, when and
// whether to mail it), starting from what the post already has, and the one value it hands over when the
// writer publishes or schedules.
import type { Language, Visibility } from "@inkwell/contract";
import { useState } from "react";
import { toDateTimeLocal } from "../../lib/time";
import { useCoverUpload } from "./CoverSection";
import type { SeriesPick } from "./SeriesSection";
import type { SeriesChoice } from "./usePlaceInSeries";

export interface PublishFormData {
  metaTitle: string;
  metaDescription: string;
  coverImage: string | null;
  visibility: Visibility;
  /** null: judged from the text. */
  language: Language | null;
  topics: string[];
  tags: string[];
  status: "published" | "scheduled";
  isScheduled: boolean;
  /** ISO date-time when scheduling, otherwise null. */
  publishedAt: string | null;
  /** Mail it to the author's subscribers when it goes live (public posts only). */
  sendNewsletter: boolean;
  /** Show a table of contents on the post page (for three or more headings). */
  tableOfContents: boolean;
  /** The series the post is in (as the modal opens) or is put in; "new": one made from `series.newTitle`. */
  seriesId: SeriesPick;
  /** What to change about its series once it is published (usePlaceInSeries). */
  series: SeriesChoice;
}

/** `uploadImage` uploads a chosen cover and resolves to its URL. */
export function usePublishForm(
  initialData: Partial<PublishFormData> | undefined,
  uploadImage: ((file: File) => Promise<string>) | undefined,
) {
  const [metaTitle, setMetaTitle] = useState(initialData?.metaTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(initialData?.metaDescription ?? "");
  const cover = useCoverUpload(initialData?.coverImage ?? null, uploadImage);
  const [topics, setTopics] = useState<string[]>(initialData?.topics ?? []);
  const [tags, setTags] = useState<string[]>(initialData?.tags ?? []);
  const [visibility, setVisibility] = useState<Visibility>(initialData?.visibility ?? "public");
  const [language, setLanguage] = useState<Language | null>(initialData?.language ?? null);
  const [isScheduled, setIsScheduled] = useState(initialData?.isScheduled ?? false);
  const [sendNewsletter, setSendNewsletter] = useState(initialData?.sendNewsletter ?? true);
  const [tableOfContents, setTableOfContents] = useState(initialData?.tableOfContents ?? true);
  const seriesBefore = typeof initialData?.seriesId === "number" ? initialData.seriesId : null;
  const [seriesId, setSeriesId] = useState<SeriesPick>(seriesBefore);
  const [newSeriesTitle, setNewSeriesTitle] = useState("");
  const [scheduleAt, setScheduleAt] = useState(
    initialData?.isScheduled && initialData.publishedAt
      ? toDateTimeLocal(new Date(initialData.publishedAt))
      : "",
  );

  /** What the form holds, as the parent screen saves it. */
  const collect = (): PublishFormData => ({
    metaTitle: metaTitle.trim(),
    metaDescription: metaDescription.trim(),
    coverImage: cover.coverImage,
    visibility,
    language,
    topics,
    tags,
    status: isScheduled ? "scheduled" : "published",
    isScheduled,
    publishedAt: isScheduled && scheduleAt ? new Date(scheduleAt).toISOString() : null,
    sendNewsletter: visibility === "public" && sendNewsletter,
    tableOfContents,
    seriesId,
    series: { before: seriesBefore, pick: seriesId, newTitle: newSeriesTitle.trim() },
  });

  return {
    metaTitle,
    setMetaTitle,
    metaDescription,
    setMetaDescription,
    cover,
    topics,
    setTopics,
    tags,
    setTags,
    visibility,
    setVisibility,
    language,
    setLanguage,
    isScheduled,
    setIsScheduled,
    sendNewsletter,
    setSendNewsletter,
    tableOfContents,
    setTableOfContents,
    scheduleAt,
    setScheduleAt,
    seriesId,
    setSeriesId,
    newSeriesTitle,
    setNewSeriesTitle,
    collect,
  };
}
