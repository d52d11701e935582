import { z } from "zod";
import { roles } from "./role";

export const roleSchema = z.enum(roles);
