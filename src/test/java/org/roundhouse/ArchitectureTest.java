package org.roundhouse;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.rules.TableEntry;

/**
 * The layering of docs/architecture.md: data flows up, nothing below imports what sits above it.
 *
 * <p>Written by pattern, never by a list of rule sets: a rule set package is any package
 * {@code org.roundhouse.engine.<name>} holding a class that implements {@link RuleSet}, and a
 * workbench plugin package any {@code org.roundhouse.ui.rules.<name>} holding a {@link TableEntry};
 * a fifth rule set is held to every rule here without editing this test ("Guard rails" in
 * docs/architecture.md).
 */
class ArchitectureTest {
    private static JavaClasses classes;
    /** org.roundhouse.engine.base, ...: the packages of the classes implementing the seam's RuleSet. */
    private static String[] ruleSets;
    /** org.roundhouse.ui.rules.base, ...: the packages of the workbench's per-rule-set entry plugins. */
    private static String[] plugins;

    /**
     * The one rule set that builds on another: Union Pacific for two reuses the base game's
     * table, and its entry plugin the base game's forms. Any other dependency between rule sets fails.
     */
    private static final Map<String, Set<String>> BUILDS_ON = Map.of(
            "org.roundhouse.engine.upfortwo", Set.of("org.roundhouse.engine.base"),
            "org.roundhouse.ui.rules.upfortwo", Set.of("org.roundhouse.ui.rules.base"));

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.roundhouse");
        ruleSets = packagesImplementing(RuleSet.class, "org.roundhouse.engine.");
        plugins = packagesImplementing(TableEntry.class, "org.roundhouse.ui.rules.");
    }

    /** The packages one level below {@code parent} that hold a concrete class implementing the type, each as "pkg..". */
    private static String[] packagesImplementing(Class<?> type, String parent) {
        Set<String> found = new TreeSet<>();
        for (JavaClass c : classes) {
            String pkg = c.getPackageName();
            if (c.isAssignableTo(type) && !c.isInterface() && !c.getModifiers().contains(JavaModifier.ABSTRACT)
                    && pkg.startsWith(parent) && pkg.indexOf('.', parent.length()) < 0) {
                found.add(pkg);
            }
        }
        return found.stream().map(p -> p + "..").toArray(String[]::new);
    }

    private static String[] otherRuleSetsThan(String pkg, String[] all) {
        Set<String> allowed = BUILDS_ON.getOrDefault(pkg, Set.of());
        return java.util.Arrays.stream(all).filter(p -> !p.equals(pkg + "..") && !allowed.contains(p.substring(0, p.length() - 2)))
                .toArray(String[]::new);
    }

    /** The patterns find every rule set the registry lists, and a plugin package only for a rule set package. */
    @Test
    void ruleSetPackagesAreFoundByPattern() {
        for (RuleSet r : RuleSets.all()) {
            assertThat(ruleSets).as("rule set '%s' lives in a rule set package", r.id()).contains(r.getClass().getPackageName() + "..");
        }
        assertThat(ruleSets).hasSizeGreaterThanOrEqualTo(RuleSets.all().size());
        for (String plugin : plugins) {
            String name = plugin.substring("org.roundhouse.ui.rules.".length());
            assertThat(ruleSets).as("the workbench plugin %s is named after a rule set package", plugin).contains("org.roundhouse.engine." + name);
        }
    }

    /** jdeps and ArchUnit agree: no package of Roundhouse takes part in a cycle. */
    @Test
    void noPackageCycles() {
        slices().matching("org.roundhouse.(**)").should().beFreeOfCycles().check(classes);
    }

    /** Each rule set reuses the seam and the board, not another rule set (but for {@link #BUILDS_ON}), and not the registry that lists them. */
    @Test
    void everyRuleSetStandsOnTheSeam() {
        for (String pkg : ruleSets) {
            String name = pkg.substring(0, pkg.length() - 2);
            String[] forbidden = java.util.stream.Stream.concat(java.util.Arrays.stream(otherRuleSetsThan(name, ruleSets)),
                    java.util.stream.Stream.of("org.roundhouse.engine.registry..")).toArray(String[]::new);
            noClasses().that().resideInAPackage(pkg).should().dependOnClassesThat().resideInAnyPackage(forbidden).check(classes);
        }
    }

    /** Each workbench plugin names its own rule set's types, not another's (but for {@link #BUILDS_ON}), nor another plugin. */
    @Test
    void everyWorkbenchPluginStaysWithItsRuleSet() {
        for (String pkg : plugins) {
            String name = pkg.substring(0, pkg.length() - 2);
            String own = "org.roundhouse.engine." + name.substring("org.roundhouse.ui.rules.".length());
            Set<String> allowed = BUILDS_ON.getOrDefault(own, Set.of());
            String[] otherEngines = java.util.Arrays.stream(ruleSets).filter(p -> !p.equals(own + "..") && !allowed.contains(p.substring(0, p.length() - 2)))
                    .toArray(String[]::new);
            String[] forbidden = java.util.stream.Stream.concat(java.util.Arrays.stream(otherEngines),
                    java.util.Arrays.stream(otherRuleSetsThan(name, plugins))).toArray(String[]::new);
            noClasses().that().resideInAPackage(pkg).should().dependOnClassesThat().resideInAnyPackage(forbidden).check(classes);
        }
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
                .should().dependOnClassesThat().resideInAnyPackage(ruleSets)
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
                .should().dependOnClassesThat().resideInAnyPackage(ruleSets)
                .check(classes);
    }

    /**
     * Issue #10: the workbench reaches rule sets through the seam. How a rule set's steps are
     * entered is its plugin's, in {@code ui.rules.<rule set>}; only the plugins and their
     * registry ({@code ui.rules.registry.Workbenches}) name a rule set's own types.
     */
    @Test
    void theWorkbenchNamesRuleSetsOnlyInTheirPlugins() {
        noClasses().that().resideInAPackage("org.roundhouse.ui..")
                .and().resideOutsideOfPackages(plugins)
                .and().resideOutsideOfPackage("org.roundhouse.ui.rules.registry..")
                .should().dependOnClassesThat().resideInAnyPackage(ruleSets)
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
                .should().dependOnClassesThat().resideInAnyPackage(withRegistry(ruleSets))
                .check(classes);
    }

    @Test
    void xstreamStaysInTheXmlCodec() {
        noClasses().that().resideOutsideOfPackage("org.roundhouse.record.xml..")
                .should().dependOnClassesThat().resideInAPackage("com.thoughtworks.xstream..")
                .check(classes);
    }

    /** Issue #20: JSON is written and read by records and analysis (record.Json and its users); the engine, board, workbench and command line go through them. */
    @Test
    void theJsonLibraryStaysInRecordsAndAnalysis() {
        noClasses().that().resideOutsideOfPackages("org.roundhouse.record..", "org.roundhouse.analysis..")
                .should().dependOnClassesThat().resideInAnyPackage("tools.jackson..", "com.fasterxml.jackson..")
                .check(classes);
    }

    /**
     * Issue #21: Tribuo trains the position evaluator and stays in analysis.evaluator; judging a
     * position reads the model's weights without it, so nothing else (engine, workbench) needs it.
     */
    @Test
    void tribuoStaysInTheEvaluatorsTraining() {
        noClasses().that().resideOutsideOfPackage("org.roundhouse.analysis.evaluator..")
                .should().dependOnClassesThat().resideInAnyPackage("org.tribuo..", "com.oracle.labs.mlrg..")
                .check(classes);
    }

    private static String[] withRegistry(String[] packages) {
        return java.util.stream.Stream.concat(java.util.Arrays.stream(packages), java.util.stream.Stream.of("org.roundhouse.engine.registry.."))
                .toArray(String[]::new);
    }
}
