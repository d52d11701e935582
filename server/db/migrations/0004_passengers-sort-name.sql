DROP INDEX "passengers_name_idx";--> statement-breakpoint
DROP INDEX "passengers_nationality_idx";--> statement-breakpoint
DROP INDEX "passengers_expiry_idx";--> statement-breakpoint
ALTER TABLE "passengers" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (translate(surname || ' ' || first_name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšȘșŢŤŦţťŧȚțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżžÆæŒœßÞþÐð', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzaaoosttdd')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "passengers_sort_name_idx" ON "passengers" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "passengers_nationality_sort_idx" ON "passengers" USING btree ("nationality","sort_name","id");--> statement-breakpoint
CREATE INDEX "passengers_expiry_sort_idx" ON "passengers" USING btree ("document_expiry","sort_name","id");