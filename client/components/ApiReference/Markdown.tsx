/**
 * The little Markdown the API's descriptions use, rendered as React elements (never as HTML):
 * paragraphs, "- " lists, `code`, **bold** and [links](…) to http(s) or this site's paths.
 */
import { Anchor, Code, List, Text, type TextProps } from "@mantine/core";
import type { ReactNode } from "react";

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A link target the page may follow: http(s) or a path on this site. */
const safeHref = (href: string) => (/^(https?:\/\/|\/(?!\/))/i.test(href) ? href : null);

/** One line of inline Markdown as React nodes. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = `${m.index}`;
    if (m[1] !== undefined) out.push(<Code key={key}>{m[1]}</Code>);
    else if (m[2] !== undefined) out.push(<strong key={key}>{m[2]}</strong>);
    else {
      const href = safeHref(m[4]!);
      out.push(
        href ? (
          <Anchor key={key} href={href}>
            {m[3]}
          </Anchor>
        ) : (
          m[3]
        ),
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A description: blocks split on blank lines; a block of "- " lines is a list. */
export function Markdown({ text, ...props }: { text: string } & TextProps) {
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks.map((block, i) => {
    const lines = block.split("\n");
    if (lines.every((l) => /^\s*[-*] /.test(l))) {
      return (
        <List key={i} size="sm" spacing={2}>
          {lines.map((l, j) => (
            <List.Item key={j}>{inline(l.replace(/^\s*[-*] /, ""))}</List.Item>
          ))}
        </List>
      );
    }
    return (
      <Text key={i} {...props}>
        {inline(block.replace(/\n/g, " "))}
      </Text>
    );
  });
}
