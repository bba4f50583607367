-- The About page 0010 writes is English and names the software. On a new install (nobody has joined, so nobody
-- has edited it) the server writes it instead, in the site's default language and naming no site.
DELETE FROM "pages" WHERE "slug" = 'about' AND NOT EXISTS (SELECT 1 FROM "users");
