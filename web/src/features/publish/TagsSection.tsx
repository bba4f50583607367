// "Tags": chips for the post's tags (at most TAGS_MAX, shown with a #), added like topics, with suggestions
// from the tags already in use that start with what is typed (GET /tags?q=).
import { TAG_NAME_MAX, TAGS_MAX } from "@inkwell/contract";
import { useState } from "react";
import { useGetTagSuggestionsQuery } from "../../data/api/tagsApi";
import { useDebounced } from "../../lib/useDebounced";
import { ChipsField, type ChipsText } from "./ChipsField";

const SUGGESTIONS_MAX = 5;

const TEXT: ChipsText = {
  title: "writing.tags.title",
  selected: "writing.tags.selected",
  remove: "writing.tags.remove",
  field: "writing.tags.field",
  placeholder: "writing.tags.placeholder",
  fullPlaceholder: "writing.tags.fullPlaceholder",
  fullHint: "writing.tags.fullHint",
  hint: "writing.tags.hint",
  addButton: "writing.tags.addButton",
  suggestions: "writing.tags.suggestions",
};

/** A tag as it is kept: trimmed, without the leading # people type. */
export const tagName = (raw: string) => raw.trim().replace(/^#+/, "").trim();

interface TagsSectionProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}

export function TagsSection({ tags, onChange, error }: TagsSectionProps) {
  const [text, setText] = useState("");
  const q = useDebounced(tagName(text), 200);
  const { data } = useGetTagSuggestionsQuery(q, { skip: q === "" });

  const suggestionsFor = (typed: string) => {
    if (!tagName(typed) || !data) return [];
    const chosen = new Set(tags.map((t) => t.toLowerCase()));
    return data
      .map((tag) => tag.name)
      .filter((name) => !chosen.has(name.toLowerCase()))
      .slice(0, SUGGESTIONS_MAX);
  };

  return (
    <ChipsField
      text={TEXT}
      values={tags}
      onChange={onChange}
      suggestionsFor={suggestionsFor}
      onTextChange={setText}
      max={TAGS_MAX}
      maxLength={TAG_NAME_MAX + 1}
      normalize={tagName}
      prefix="#"
      error={error}
    />
  );
}
