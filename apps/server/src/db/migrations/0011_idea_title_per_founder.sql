-- Titles a founder already has twice (trimmed, any case): the oldest keeps its title, the others get " (2)",
-- " (3)"… (the first free number, cut to fit 120 characters), and their matches show the new title.
DO $$
DECLARE
  dup record;
  n integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT id, user_id, btrim(title) AS title FROM (
      SELECT id, user_id, title, created_at,
        row_number() OVER (PARTITION BY user_id, lower(btrim(title)) ORDER BY created_at, id) AS rank
      FROM ideas
    ) ranked
    WHERE rank > 1
    ORDER BY user_id, created_at, id
  LOOP
    n := 2;
    LOOP
      candidate := left(dup.title, 120 - length(' (' || n || ')')) || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM ideas WHERE user_id = dup.user_id AND lower(btrim(title)) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE ideas SET title = candidate WHERE id = dup.id;
    UPDATE matches SET idea_title = candidate WHERE idea_id = dup.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_user_title_unique" ON "ideas" USING btree ("user_id",lower(btrim("title")));
