// Demo authors: a mix of English and Vietnamese writers with bios, socials and avatars.
import type { UserRole } from "@inkwell/contract";
import type { Socials } from "../db/schema";

export const DEMO_PASSWORD = "inkwell-demo";

export interface DemoUser {
  name: string;
  username: string;
  email: string;
  role?: UserRole;
  introduction: string;
  website?: string;
  socials: Socials;
}

export const DEMO_USERS: DemoUser[] = [
  {
    name: "Alex Morgan",
    username: "alex",
    email: "alex@inkwell.local",
    introduction:
      "Product engineer and weekend photographer. I write about building for the web, shipping small, and the tools that get out of the way.",
    website: "https://alexmorgan.dev",
    socials: { twitter: "https://twitter.com/alexmorgan", github: "https://github.com/alexmorgan" },
  },
  {
    name: "Nguyễn Thùy Linh",
    username: "linhnguyen",
    email: "linh@inkwell.local",
    introduction:
      "Viết về du lịch bụi, ẩm thực đường phố và những chuyến đi chậm khắp Việt Nam. Hiện sống ở Đà Nẵng cùng một con mèo tên Mochi.",
    website: "https://linhdi.vn",
    socials: { twitter: "https://twitter.com/linhdi" },
  },
  {
    name: "Trần Đức Minh",
    username: "minhtran",
    email: "minh@inkwell.local",
    introduction:
      "Kỹ sư phần mềm tại Hà Nội. Chia sẻ kinh nghiệm về JavaScript, TypeScript, React và cách xây dựng sản phẩm cho người Việt.",
    socials: { github: "https://github.com/minhtran", linkedin: "https://www.linkedin.com/in/minhtran" },
  },
  {
    name: "Sarah Chen",
    username: "sarahchen",
    email: "sarah@inkwell.local",
    role: "moderator",
    introduction:
      "Design lead. Interfaces, typography and the small details that make software feel calm. Previously at two startups you have not heard of.",
    website: "https://sarahchen.design",
    socials: { twitter: "https://twitter.com/sarahchen", linkedin: "https://www.linkedin.com/in/sarahchen" },
  },
  {
    name: "David Okafor",
    username: "davidokafor",
    email: "david@inkwell.local",
    introduction:
      "Backend and infrastructure. PostgreSQL fan, on-call survivor. Notes on databases, reliability and running services without drama.",
    socials: { github: "https://github.com/dokafor" },
  },
  {
    name: "Lê Thị Hoa",
    username: "hoale",
    email: "hoa@inkwell.local",
    introduction:
      "Chuyên viên nhân sự, viết về phát triển bản thân, năng suất làm việc và những bài học nghề nghiệp cho người trẻ.",
    socials: { linkedin: "https://www.linkedin.com/in/hoale" },
  },
  {
    name: "Emma Wilson",
    username: "emmawilson",
    email: "emma@inkwell.local",
    introduction:
      "Essayist and reader. Books, habits of writing, and the slow craft of saying one thing clearly.",
    website: "https://emmawrites.blog",
    socials: { twitter: "https://twitter.com/emmawrites" },
  },
  {
    name: "Inkwell Team",
    username: "inkwell",
    email: "team@inkwell.local",
    role: "admin",
    introduction: "News, guides and release notes from the people who keep Inkwell running.",
    socials: { github: "https://github.com/inkwell" },
  },
];
