import type { Plugin } from "vite";

// The stylesheet's own <link>, as Vite writes it into index.html.
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the built stylesheet into index.html as a <style>: a cold load then fetches nothing before its first
 * paint (bench/first-paint.mjs). Needs `cssCodeSplit: false`, so no lazy chunk asks for the file again.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: "itinera:inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        return inlineStylesheets(html, (fileName) => {
          const asset = bundle[fileName];
          return asset?.type === "asset" ? asset.source : undefined;
        });
      },
    },
  };
}

/** `html` with each stylesheet link replaced by its file's text; throws for a file the build did not write. */
export function inlineStylesheets(
  html: string,
  read: (fileName: string) => string | Uint8Array | undefined,
): string {
  return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
    const source = read(fileName);
    if (source === undefined) throw new Error(`inline-stylesheet: ${fileName} is not in the build`);
    const css = typeof source === "string" ? source : new TextDecoder().decode(source);
    // The one sequence that would end the <style> early.
    if (/<\/style/i.test(css)) throw new Error(`inline-stylesheet: ${fileName} holds "</style"`);
    return `<style>${css}</style>`;
  });
}
