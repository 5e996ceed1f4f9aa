-- Knights Arena schema, version 10: bot files by digest, so that an uploaded bot is found by the
-- digest of its bytes, not by a path on one machine (issue 19: workers on other machines; issue
-- 14: a moved data folder).
--
-- bot_files: each bot file once, named by the SHA-256 of its bytes, which a reader verifies
-- before use. agent_versions.source: a JAR's source was 'jar:' and its absolute path; it becomes
-- 'jar-sha256:' and the digest already kept in jar_sha256 (the file in <data>/jars is named by the
-- same digest, and the dashboard copies those files into bot_files at start). || and LIKE are
-- portable.

CREATE TABLE bot_files (
  sha256      TEXT    PRIMARY KEY,
  size_bytes  BIGINT  NOT NULL,
  data        ${blob_type} NOT NULL,
  created_at  BIGINT  NOT NULL
);

UPDATE agent_versions SET source = 'jar-sha256:' || jar_sha256
  WHERE source LIKE 'jar:%' AND jar_sha256 IS NOT NULL;
