import { z } from "zod";

export const MAX_PAGE_SIZE = 200;
/** The page sizes a list screen offers; DEFAULT_PAGE_SIZE is what a list opens with. */
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const sortDirectionSchema = z.enum(["asc", "desc"]);

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOffset({ page, pageSize }: PageQuery): number {
  return (page - 1) * pageSize;
}
