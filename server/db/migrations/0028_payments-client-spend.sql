-- Placeholder: filled in by its feature.
SELECT 1;
