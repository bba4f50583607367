// The edit-profile form's values: from the profile being edited, to the body the server takes, and checked
// with the contract's profileUpdateBody (the server's own rule); issue paths and the server's field keys land
// on the form's fields.
import { profileUpdateBody, type ProfileForEditing } from "@inkwell/contract";
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

/** Client validation mirroring the server (the contract's zod schema). */
export function validateProfile(values: Values): FieldErrors {
  const result = profileUpdateBody.safeParse(toBody(values));
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      errors[fieldOf(issue.path.map(String).join("."))] ??= issue.message;
    }
  }
  return errors;
}
