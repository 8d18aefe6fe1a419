// Secrets never leave the machine in remote mode: each kind is replaced, the rest of the text kept.
#include <gtest/gtest.h>

#include "errknow/core/Redact.h"

using errknow::core::redactSecrets;

namespace {
struct Case {
  const char* name;
  std::string input;
  std::string secret;   // must be gone
  std::string kept;     // must stay
};
}  // namespace

class RedactCases : public ::testing::TestWithParam<Case> {};

TEST_P(RedactCases, RemovesTheSecretAndKeepsTheError) {
  const Case& c = GetParam();
  const std::string out = redactSecrets(c.input);
  EXPECT_EQ(out.find(c.secret), std::string::npos) << out;
  EXPECT_NE(out.find(c.kept), std::string::npos) << out;
  EXPECT_NE(out.find("REDACTED"), std::string::npos) << out;
}

INSTANTIATE_TEST_SUITE_P(
    Table, RedactCases,
    ::testing::Values(
        Case{"bearer", "curl -H 'Authorization: Bearer abcDEF123456789xyz' => HTTP 401", "abcDEF123456789xyz", "HTTP 401"},
        Case{"bearer_bare", "sent bearer eyzz9Qk_long-token-value then got 403", "eyzz9Qk_long-token-value", "got 403"},
        Case{"url_password", "connect postgres://app:s3cr3tP@db.internal:5432/app failed: ECONNREFUSED", "s3cr3tP",
             "ECONNREFUSED"},
        Case{"password_assignment", "DB_PASSWORD=hunter2 psql: FATAL: password authentication failed", "hunter2",
             "password authentication failed"},
        Case{"api_key_json", "{\"api_key\": \"k-9f8e7d6c5b4a\", \"error\": \"quota\"}", "k-9f8e7d6c5b4a", "quota"},
        Case{"errknow_key", "key ek_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 rejected: 401", "ek_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
             "rejected: 401"},
        Case{"openai_style", "Incorrect API key provided: sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX", "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX",
             "Incorrect API key"},
        Case{"aws_access_key", "InvalidClientTokenId: The security token included (AKIAIOSFODNN7EXAMPLE) is invalid",
             "AKIAIOSFODNN7EXAMPLE", "InvalidClientTokenId"},
        Case{"aws_secret", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nSignatureDoesNotMatch",
             "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "SignatureDoesNotMatch"},
        Case{"jwt", "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U expired",
             "eyJzdWIiOiIxMjM0NTY3ODkwIn0", "expired"},
        Case{"private_key",
             "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7xyz\nabc123\n-----END RSA PRIVATE KEY-----\nssh: no supported authentication methods",
             "MIIEowIBAAKCAQEA7xyz", "no supported authentication methods"}),
    [](const auto& p) { return std::string(p.param.name); });

TEST(Redact, LeavesOrdinaryErrorsAlone) {
  const std::string text = "TypeError: Cannot read properties of undefined (reading 'map')\n    at main (/app/index.js:3:9)";
  EXPECT_EQ(redactSecrets(text), text);
}
