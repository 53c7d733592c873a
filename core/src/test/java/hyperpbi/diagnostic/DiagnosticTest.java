package hyperpbi.diagnostic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DiagnosticTest {
  @Test
  void aMessageQuotingHugeInputIsShortenedAndSaysBySoMuch() {
    String id = "x".repeat(5000);
    Diagnostic d = Diagnostic.error("INVALID_ID", "/components/0/id", "id '" + id + "' is bad");
    // "id '" + 5000 characters + "' is bad" is 5012 long: 3012 past the limit.
    assertEquals(Diagnostic.MAX_MESSAGE + "... (3012 more characters)".length(),
        d.message().length());
    assertTrue(d.message().endsWith("xx... (3012 more characters)"), d.message());
  }

  @Test
  void aCutNeverSplitsASurrogatePair() {
    String text = "a".repeat(Diagnostic.MAX_MESSAGE - 1) + "\ud83d\ude00" + "tail";
    String message = Diagnostic.warning("X", "", text).message();
    assertTrue(message.startsWith("a".repeat(Diagnostic.MAX_MESSAGE - 1) + "..."), message);
  }

  @Test
  void ordinaryMessagesAreKeptWhole() {
    assertEquals("fine", Diagnostic.info("X", "", "fine").message());
  }
}
