package org.roundhouse;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layering of docs/architecture.md: data flows up, nothing below imports what sits above it. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.roundhouse");
    }

    @Test
    void boardAndEngineKnowNothingOfUiXmlOrCli() {
        noClasses().that().resideInAnyPackage("org.roundhouse.board..", "org.roundhouse.engine..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javax.swing..", "java.awt..", "com.formdev..", "net.miginfocom..", "org.jfree..",
                        "com.thoughtworks.xstream..", "picocli..",
                        "org.roundhouse.record..", "org.roundhouse.analysis..", "org.roundhouse.ui..", "org.roundhouse.cli..")
                .check(classes);
    }

    @Test
    void theBotFrameworkKnowsNoRuleSet() {
        noClasses().that().resideInAPackage("org.roundhouse.engine.bots..")
                .should().dependOnClassesThat().resideInAnyPackage("org.roundhouse.engine.base..", "org.roundhouse.engine.upfortwo..", "org.roundhouse.engine.strippeddown..",
                        "org.roundhouse.engine.nineteenth..")
                .check(classes);
    }

    @Test
    void boardDoesNotKnowTheEngine() {
        noClasses().that().resideInAPackage("org.roundhouse.board..")
                .should().dependOnClassesThat().resideInAPackage("org.roundhouse.engine..")
                .check(classes);
    }

    @Test
    void recordsAndAnalysisKnowNothingOfUiOrCli() {
        noClasses().that().resideInAnyPackage("org.roundhouse.record..", "org.roundhouse.analysis..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javax.swing..", "java.awt..", "com.formdev..", "net.miginfocom..",
                        "org.roundhouse.ui..", "org.roundhouse.cli..")
                .check(classes);
    }

    @Test
    void nothingImportsTheCommandLine() {
        noClasses().that().resideOutsideOfPackage("org.roundhouse.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.roundhouse.cli..")
                .check(classes);
    }

    /**
     * Issue #10: records, analysis and the command line reach rule sets only through the seam
     * ({@code org.roundhouse.engine}'s RuleSet, Game, GameState, Move, Deal) and the registry
     * that lists them.
     */
    @Test
    void recordsAnalysisAndTheCommandLineNameNoRuleSetsOwnTypes() {
        noClasses().that().resideInAnyPackage("org.roundhouse.record..", "org.roundhouse.analysis..", "org.roundhouse.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("org.roundhouse.engine.base..", "org.roundhouse.engine.upfortwo..", "org.roundhouse.engine.strippeddown..",
                        "org.roundhouse.engine.nineteenth..")
                .check(classes);
    }

    /**
     * Issue #10: the workbench reaches rule sets through the seam. How a rule set's steps are
     * entered is its plugin's, in {@code ui.rules.<rule set>}; only the plugins and their
     * registry name a rule set's own types.
     */
    @Test
    void theWorkbenchNamesRuleSetsOnlyInTheirPlugins() {
        noClasses().that().resideInAPackage("org.roundhouse.ui..")
                .and().resideOutsideOfPackages("org.roundhouse.ui.rules.base..", "org.roundhouse.ui.rules.upfortwo..",
                        "org.roundhouse.ui.rules.strippeddown..", "org.roundhouse.ui.rules.nineteenth..")
                .and().doNotHaveFullyQualifiedName("org.roundhouse.ui.rules.Workbenches")
                .should().dependOnClassesThat().resideInAnyPackage("org.roundhouse.engine.base..", "org.roundhouse.engine.upfortwo..", "org.roundhouse.engine.strippeddown..",
                        "org.roundhouse.engine.nineteenth..")
                .check(classes);
    }

    /** The Designer is handed the way to open a game; it does not reach into the workbench window. */
    @Test
    void theDesignerKnowsNothingOfTheWorkbenchWindow() {
        noClasses().that().resideInAPackage("org.roundhouse.ui.designer..")
                .should().dependOnClassesThat().resideInAPackage("org.roundhouse.ui.workbench..")
                .check(classes);
    }

    @Test
    void theEngineSeamNamesNoRuleSet() {
        noClasses().that().resideInAPackage("org.roundhouse.engine")
                .should().dependOnClassesThat().resideInAnyPackage("org.roundhouse.engine.base..", "org.roundhouse.engine.upfortwo..", "org.roundhouse.engine.strippeddown..",
                        "org.roundhouse.engine.nineteenth..",
                        "org.roundhouse.engine.registry..")
                .check(classes);
    }

    /** The stripped-down variant has its own table: it reuses the seam and the board, not the base game. */
    @Test
    void theStrippedDownVariantStandsOnTheSeamAlone() {
        noClasses().that().resideInAPackage("org.roundhouse.engine.strippeddown..")
                .should().dependOnClassesThat().resideInAnyPackage("org.roundhouse.engine.base..", "org.roundhouse.engine.upfortwo..",
                        "org.roundhouse.engine.registry..")
                .check(classes);
    }

    /** The nineteenth-century variant has its own table and map state: it reuses the seam and the board, not another rule set. */
    @Test
    void theNineteenthCenturyVariantStandsOnTheSeamAlone() {
        noClasses().that().resideInAPackage("org.roundhouse.engine.nineteenth..")
                .should().dependOnClassesThat().resideInAnyPackage("org.roundhouse.engine.base..", "org.roundhouse.engine.upfortwo..",
                        "org.roundhouse.engine.strippeddown..", "org.roundhouse.engine.registry..")
                .check(classes);
    }

    @Test
    void xstreamStaysInTheXmlCodec() {
        noClasses().that().resideOutsideOfPackage("org.roundhouse.record.xml..")
                .should().dependOnClassesThat().resideInAPackage("com.thoughtworks.xstream..")
                .check(classes);
    }
}
