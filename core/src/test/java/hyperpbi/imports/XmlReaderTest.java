package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class XmlReaderTest {
  private static final String DOC = "\ufeff<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<!-- a comment with <tags> -->\n"
      + "<x:root xmlns:x=\"urn:x\" a='1' b=\"tab\there&amp;&#x41;\">\n"
      + "  <x:item id=\"\u00e9\u20ac\ud83d\ude00\">text &lt;1&gt; <![CDATA[<raw>]]> end</x:item>\n"
      + "  <empty/><x:nested><t>in</t><t xml:space=\"preserve\"> two </t></x:nested>\n"
      + "  <?pi ignored?><long name=\"" + "v".repeat(5000) + "\"/>\n"
      + "</x:root>";

  /** Feeds the bytes in chunks of the given size. */
  private static ByteInput chunks(byte[] bytes, int size) {
    return new ByteInput() {
      int at;

      @Override
      public int read(byte[] buf, int off, int len) {
        if (at >= bytes.length) {
          return -1;
        }
        int n = Math.min(Math.min(size, len), bytes.length - at);
        System.arraycopy(bytes, at, buf, off, n);
        at += n;
        return n;
      }
    };
  }

  private static List<String> events(byte[] bytes, int chunk) throws ImportException {
    XmlReader xml = new XmlReader(chunks(bytes, chunk), "doc.xml");
    List<String> out = new ArrayList<>();
    int event;
    while ((event = xml.next()) != XmlReader.EOF) {
      if (event == XmlReader.END) {
        out.add("/" + xml.name());
        continue;
      }
      String name = xml.name();
      switch (name) {
        case "root" -> out.add("root a=" + xml.attribute("a") + " b=" + xml.attribute("b"));
        case "item" -> out.add("item " + xml.attribute("id") + " [" + xml.readText() + "]");
        case "nested" -> out.add("nested [" + xml.readText() + "]");
        case "long" -> out.add("long " + xml.attribute("name").length());
        default -> out.add(name);
      }
    }
    return out;
  }

  @Test
  void eventsDoNotDependOnHowBytesArrive() throws ImportException {
    byte[] bytes = DOC.getBytes(StandardCharsets.UTF_8);
    List<String> expected = List.of("root a=1 b=tab here&A",
        "item \u00e9\u20ac\ud83d\ude00 [text <1> <raw> end]", "empty", "/empty",
        "nested [in two ]", "long 5000", "/long", "/root");
    for (int chunk : new int[] {1, 2, 3, 7, 64, 1 << 20}) {
      assertEquals(expected, events(bytes, chunk), "chunk " + chunk);
    }
  }

  private static String error(String doc) {
    return assertThrows(ImportException.class,
        () -> events(doc.getBytes(StandardCharsets.UTF_8), 5)).getMessage();
  }

  /**
   * A name cut off by the end of the part, after the buffer was refilled mid-name, is an XML
   * error: its start once stayed behind the moved bytes (a negative array size on the JVM, a
   * trap in WebAssembly), found by the hostile-input suite in a damaged XLSX part.
   */
  @Test
  void nameCutOffByTheEndOfInputIsAnError() {
    for (int chunk : new int[] {1, 2, 3, 5, 7}) {
      for (String doc : new String[] {"<r a=\"x\"kR", "<r x:ab", "<abc", "<r a=\"1\" b"}) {
        ImportException e = assertThrows(ImportException.class,
            () -> events(doc.getBytes(StandardCharsets.UTF_8), chunk), doc + " in chunks of " + chunk);
        assertEquals(true, e.getMessage().startsWith("doc.xml line 1: "), e.getMessage());
      }
    }
  }

  @Test
  void hostileOrBrokenXmlFailsWithTheLine() {
    assertEquals("doc.xml line 2: a DOCTYPE is not allowed (no DTDs or entity declarations)",
        error("<?xml version=\"1.0\"?>\n<!DOCTYPE r SYSTEM \"file:///etc/passwd\"><r/>"));
    assertEquals("doc.xml line 1: the entity &ent; is not allowed (only &lt; &gt; &amp; &quot;"
        + " &apos; and numeric references)", error("<r a=\"&ent;\"/>"));
    assertEquals("doc.xml line 1: character reference &#0; is not an XML character",
        error("<r><item>&#0;</item></r>"));
    assertEquals("doc.xml line 3: </b> does not close the open element",
        error("<r>\n<a>\n</b></r>"));
    assertEquals("doc.xml line 1: the document ends inside <r>", error("<r><a></a>"));
    assertEquals("doc.xml line 1: not valid UTF-8 (byte 0xE9)", assertThrows(
        ImportException.class, () -> events(new byte[] {'<', 'r', '>', '<', 'i', 't', 'e', 'm',
            '>', (byte) 0xE9, 'x', '<', '/', 'i', 't', 'e', 'm', '>', '<', '/', 'r', '>'}, 4))
        .getMessage());
    assertEquals("doc.xml line 1: UTF-16 XML is not supported; the part must be UTF-8",
        assertThrows(ImportException.class,
            () -> events(new byte[] {(byte) 0xFF, (byte) 0xFE, '<', 0}, 4)).getMessage());
  }
}
