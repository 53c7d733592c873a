package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;

/**
 * One valid event-specific payload and where it is declared
 * ({@code /components/i/interactions/click[/k]}), so that what it causes is reported there.
 */
record MappedPayload(JsonObject json, String pointer) {}
