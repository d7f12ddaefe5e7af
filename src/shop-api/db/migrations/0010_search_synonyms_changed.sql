-- The search index reads the synonyms: a change rebuilds it like any other catalogue change
-- (0001_catalog_change_triggers.sql).
CREATE TRIGGER search_synonyms_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_trigger();
