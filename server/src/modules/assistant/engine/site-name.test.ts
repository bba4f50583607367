// Reading a message that names the site by its title as one naming it by the engine's word for the site.
import { describe, expect, it } from "vitest";
import { withSiteWord } from "./site-name";

describe("withSiteWord", () => {
  it("finds the title whatever its case and marks, and keeps the rest of the message as written", () => {
    expect(withSiteWord("Nhà Sách Mực là gì?", "Nhà Sách Mực")).toBe("Inkwell là gì?");
    expect(withSiteWord("nha sach muc la gi", "Nhà Sách Mực")).toBe("Inkwell la gi");
    expect(withSiteWord("What is NHÀ SÁCH MỰC, really?", "Nhà Sách Mực")).toBe("What is Inkwell, really?");
    expect(withSiteWord("Nhà Sách Mực là gì".normalize("NFD"), "Nhà Sách Mực")).toBe("Inkwell là gì");
    expect(withSiteWord("is The-Lantern free? and the lantern?", "The Lantern")).toBe(
      "is Inkwell free? and Inkwell?",
    );
  });

  it("needs every word of the title in order", () => {
    expect(withSiteWord("sách mực là gì", "Nhà Sách Mực")).toBe("sách mực là gì");
    expect(withSiteWord("mực sách nhà", "Nhà Sách Mực")).toBe("mực sách nhà");
    expect(withSiteWord("the lanterns", "The Lantern")).toBe("the lanterns");
  });

  it("leaves the message alone for a title without letters or digits", () => {
    expect(withSiteWord("what is ***", "***")).toBe("what is ***");
  });
});
