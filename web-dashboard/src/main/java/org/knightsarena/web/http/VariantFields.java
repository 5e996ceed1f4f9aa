package org.knightsarena.web.http;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import java.util.List;
import org.knightsarena.platform.game.state.Variant;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.platform.match.VariantChoice;

/**
 * The two fields every form and request that chooses a game has beside its ruleset (a league, an
 * assignment, a {@code /play} game): {@code variants}, the ids comma-separated as {@code --variant}
 * takes them, and {@code scenario}, a name {@code arena scenarios} lists. {@link VariantChoice}
 * reads and checks them; this class only names the field a refusal is about, and draws the inputs.
 */
public final class VariantFields {
    private VariantFields() {}

    /** @return the 400 for a refused choice: the field's name, then what is wrong with it */
    public static BadRequestResponse refused(VariantChoice.Refusal refusal) {
        return new BadRequestResponse(message(refusal));
    }

    /** @return a refused choice's message, led by the field to fix: {@code the field 'scenario' ...} */
    public static String message(VariantChoice.Refusal refusal) {
        String field = refusal.field() == VariantChoice.Field.SCENARIO ? "scenario" : "variants";
        return "the field '" + field + "' cannot be played: " + refusal.getMessage();
    }

    /** @return a form's variants: its checked {@code variants} boxes, comma-separated; null when none */
    public static String fromForm(Context ctx) {
        List<String> checked = ctx.formParams("variants");
        return checked.isEmpty() ? null : String.join(",", checked);
    }

    /**
     * @param idPrefix prefixed to each input's id, so two forms on a page do not share ids
     * @return the inputs: a box per variant and the scenario's list, "none" first and chosen
     */
    public static String inputs(String idPrefix) {
        return inputs(idPrefix, null, null);
    }

    /**
     * The inputs with a refused form's choice kept: its boxes checked and its scenario chosen.
     *
     * @param variants the ids checked, comma-separated; null for none
     * @param scenario the scenario chosen; null for none
     */
    public static String inputs(String idPrefix, String variants, String scenario) {
        List<String> checked = variants == null ? List.of() : List.of(variants.split(","));
        StringBuilder b = new StringBuilder("<fieldset class=\"variants\" id=\"")
                .append(idPrefix)
                .append("variants\"><legend>Variants</legend>");
        for (Variant v : Variant.values()) {
            b.append("<label><input type=\"checkbox\" name=\"variants\" value=\"")
                    .append(v.id())
                    .append("\" id=\"")
                    .append(idPrefix)
                    .append("variant-")
                    .append(v.id())
                    .append('"')
                    .append(checked.contains(v.id()) ? " checked" : "")
                    .append("> ")
                    .append(v.id())
                    .append("</label> ");
        }
        b.append("</fieldset>\n<label>Seafarers scenario <select name=\"scenario\" id=\"")
                .append(idPrefix)
                .append("scenario\">")
                .append(Forms.option("", "none (the standard island)", scenario == null || scenario.isBlank()));
        for (String name : Scenarios.names()) {
            b.append(Forms.option(name, name, name.equals(scenario)));
        }
        return b.append("</select></label>\n").toString();
    }

    /**
     * @return the choice as a page shows it after the ruleset, such as {@code " with seafarers on
     *     scenario four-islands"}; empty for none
     */
    public static String describe(String variants, String scenario) {
        return VariantChoice.parse(variants, scenario).describe();
    }
}
