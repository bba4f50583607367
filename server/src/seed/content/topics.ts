// Demo topics: English names, one-sentence descriptions, an emoji icon and a two-colour palette each.
import type { DemoTopic } from "./types";

export type { DemoTopic } from "./types";

export const DEMO_TOPICS: DemoTopic[] = [
  {
    name: "Programming",
    slug: "programming",
    description: "Languages, patterns and the everyday craft of writing code that other people can read.",
    icon: "💻",
    palette: ["#4f46e5", "#06b6d4"],
  },
  {
    name: "Web Development",
    slug: "web-development",
    description:
      "Building for the browser with JavaScript, TypeScript and React, from first prototype to production.",
    icon: "🌐",
    palette: ["#2563eb", "#a855f7"],
  },
  {
    name: "Design",
    slug: "design",
    description: "Interfaces, typography, colour and the small decisions that make software feel calm.",
    icon: "🎨",
    palette: ["#ec4899", "#f59e0b"],
  },
  {
    name: "Databases",
    slug: "databases",
    description: "PostgreSQL, data modelling, indexes and queries that stay fast as your tables grow.",
    icon: "🗄️",
    palette: ["#0f766e", "#38bdf8"],
  },
  {
    name: "DevOps & Reliability",
    slug: "devops-reliability",
    description: "Deploying, monitoring and running services so that on-call stays boring.",
    icon: "🛠️",
    palette: ["#334155", "#22c55e"],
  },
  {
    name: "Travel",
    slug: "travel",
    description:
      "Slow journeys, practical itineraries and stories from the road, with plenty of Vietnam for local readers.",
    icon: "🧳",
    palette: ["#0ea5e9", "#f97316"],
  },
  {
    name: "Food & Cooking",
    slug: "food-cooking",
    description: "Street food, home recipes and the stories behind a good bowl of phở or a perfect loaf.",
    icon: "🍜",
    palette: ["#ef4444", "#fbbf24"],
  },
  {
    name: "Productivity",
    slug: "productivity",
    description:
      "Habits, systems and honest experiments in getting meaningful work done without burning out.",
    icon: "⏱️",
    palette: ["#7c3aed", "#f472b6"],
  },
  {
    name: "Career",
    slug: "career",
    description:
      "Interviews, growth and workplace lessons, including advice written for young Vietnamese professionals.",
    icon: "🧭",
    palette: ["#0891b2", "#84cc16"],
  },
  {
    name: "Books & Writing",
    slug: "books-writing",
    description: "Reading notes, essays on craft and the slow work of saying one thing clearly.",
    icon: "📚",
    palette: ["#b45309", "#f43f5e"],
  },
  {
    name: "Photography",
    slug: "photography",
    description:
      "Light, composition and gear-free advice for taking better pictures with what you already own.",
    icon: "📷",
    palette: ["#1e293b", "#f59e0b"],
  },
  {
    name: "Inkwell Guides",
    slug: "inkwell-guides",
    description: "How to write, publish and grow a blog on Inkwell, in English and in Vietnamese.",
    icon: "✒️",
    palette: ["#6366f1", "#14b8a6"],
  },
];

export function findTopic(name: string): DemoTopic | undefined {
  return DEMO_TOPICS.find((t) => t.name.toLowerCase() === name.toLowerCase());
}
