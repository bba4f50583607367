// The edit-profile form's values: from the profile being edited, to the body the server takes, and checked
// with the contract's profileUpdateBody (the server's own rule, its issues told in the reader's language);
// issue paths and the server's field keys land on the form's fields.
import { INTRODUCTION_MAX, NAME_MAX, profileUpdateBody, type ProfileForEditing } from "@inkwell/contract";
import type { IntlShape } from "react-intl";
import type { FieldErrors } from "../../lib/forms";

export interface Values {
  name: string;
  introduction: string;
  avatar: string | null;
  website: string;
  twitter: string;
  github: string;
  linkedin: string;
}

const FIELDS = ["name", "introduction", "avatar", "website", "twitter", "github", "linkedin"] as const;

export function valuesOf(p: ProfileForEditing): Values {
  return {
    name: p.name ?? "",
    introduction: p.introduction ?? "",
    avatar: p.avatar ?? null,
    website: p.website ?? "",
    twitter: p.socials?.twitter ?? "",
    github: p.socials?.github ?? "",
    linkedin: p.socials?.linkedin ?? "",
  };
}

export function toBody(v: Values) {
  return {
    name: v.name,
    introduction: v.introduction,
    avatar: v.avatar,
    website: v.website,
    socials: { twitter: v.twitter, github: v.github, linkedin: v.linkedin },
  };
}

/** Maps an issue path or a server field key ("socials.twitter", "twitter") to one of our fields. */
export function fieldOf(key: string): string {
  const last = key.split(".").pop() ?? key;
  return (FIELDS as readonly string[]).includes(last) ? last : "form";
}

export const SOCIAL_FIELDS = [
  { key: "twitter", label: "Twitter", placeholder: "https://x.com/you" },
  { key: "github", label: "GitHub", placeholder: "https://github.com/you" },
  { key: "linkedin", label: "LinkedIn", placeholder: "https://linkedin.com/in/you" },
] as const;

/** The name a field's messages give it ("Website must be an http(s) URL"). */
function fieldName(intl: IntlShape, field: string): string {
  if (field === "website") return intl.formatMessage({ id: "people.editProfile.website" });
  if (field === "avatar") return intl.formatMessage({ id: "people.editProfile.avatar" });
  return SOCIAL_FIELDS.find(({ key }) => key === field)?.label ?? field;
}

/** What to say of one of the schema's issues with a field: the contract's rule in the reader's language. */
function issueMessage(intl: IntlShape, field: string, issue: { code: string; message: string }): string {
  const tooLong = issue.code === "too_big";
  switch (field) {
    case "name":
      if (issue.code === "too_small")
        return intl.formatMessage({ id: "people.editProfile.error.nameRequired" });
      if (tooLong)
        return intl.formatMessage({ id: "people.editProfile.error.nameTooLong" }, { max: NAME_MAX });
      break;
    case "introduction":
      if (tooLong) {
        return intl.formatMessage(
          { id: "people.editProfile.error.introductionTooLong" },
          { max: INTRODUCTION_MAX },
        );
      }
      break;
    case "avatar":
    case "website":
    case "twitter":
    case "github":
    case "linkedin":
      if (tooLong) {
        return intl.formatMessage(
          { id: "people.editProfile.error.urlTooLong" },
          { field: fieldName(intl, field) },
        );
      }
      if (issue.code !== "custom") break;
      if (field === "avatar") return intl.formatMessage({ id: "people.editProfile.error.avatar" });
      return intl.formatMessage({ id: "people.editProfile.error.url" }, { field: fieldName(intl, field) });
  }
  return issue.message;
}

/** Client validation mirroring the server (the contract's zod schema). */
export function validateProfile(values: Values, intl: IntlShape): FieldErrors {
  const result = profileUpdateBody.safeParse(toBody(values));
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join("."));
      errors[field] ??= issueMessage(intl, field, issue);
    }
  }
  return errors;
}
